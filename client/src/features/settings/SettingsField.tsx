import { FormFeedback, FormGroup, FormText, Input, Label } from 'reactstrap';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'url' | 'email' | 'textarea';
}

/** One setting: its label, its input, a hint and the problem with what was typed, both tied to the input. */
export function SettingsField({ id, label, value, onChange, error, hint, type }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type={type ?? 'text'}
        rows={type === 'textarea' ? 8 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={Boolean(error)}
        aria-describedby={described}
        dir="auto"
        spellCheck={false}
      />
      {error && <FormFeedback id={`${id}-error`}>{error}</FormFeedback>}
      {hint && <FormText id={`${id}-hint`}>{hint}</FormText>}
    </FormGroup>
  );
}
