import { Fragment, type ReactNode } from 'react';
import { FormGroup, FormText, Input, Label, type InputProps } from 'reactstrap';
import { registrationMessages as m } from './messages';

/**
 * The visible star. An input announces itself as required through its `required` attribute;
 * a group of boxes has no such attribute, so its legend also says it in words.
 */
export function RequiredMark({ inWords = false }: { inWords?: boolean }) {
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        {' '}*
      </span>
      {inWords && <span className="visually-hidden"> {m.requiredMark}</span>}
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  invalid?: boolean;
  hint?: ReactNode;
  type?: InputProps['type'];
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  rows?: number;
  children?: ReactNode;
}

/** A labelled text, email, tel, textarea or select field with its optional hint. */
export function Field({ id, label, value, onChange, required = false, invalid = false, hint, type = 'text', children, ...rest }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <FormGroup className="wizard-field">
      <Label for={id} className="fw-semibold">
        {label}
        {required && <RequiredMark />}
      </Label>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        {...rest}
      >
        {children}
      </Input>
      {hint && <FormText id={hintId}>{hint}</FormText>}
    </FormGroup>
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface CheckboxGroupProps {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  required?: boolean;
  invalid?: boolean;
  hint?: string;
  /** extra content in the group, e.g. the Other box */
  children?: ReactNode;
  /** a sub-group inside a larger fieldset gets a smaller legend */
  nested?: boolean;
  /** short labels: more tiles per row on wider screens */
  compact?: boolean;
}

/** A fieldset of checkbox tiles, big enough to tap, rendered from a catalogue list. */
export function CheckboxGroup({ name, legend, choices, selected, onChange, required = false, invalid = false, hint, children, nested = false, compact = false }: CheckboxGroupProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  function toggle(value: string, checked: boolean) {
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  }
  return (
    <fieldset className={`wizard-fieldset${nested ? ' is-nested' : ''}${invalid ? ' is-invalid' : ''}`} aria-describedby={hintId}>
      <legend className={nested ? 'wizard-sublegend' : 'wizard-legend'}>
        {legend}
        {required && <RequiredMark inWords />}
      </legend>
      {hint && (
        <p id={hintId} className="form-text mt-0">
          {hint}
        </p>
      )}
      <div className={`choice-grid${compact ? ' is-compact' : ''}`}>
        {choices.map((choice) => (
          <CheckboxTile
            key={choice.value}
            id={`${name}-${choice.value}`}
            label={choice.label}
            checked={selected.includes(choice.value)}
            onChange={(checked) => toggle(choice.value, checked)}
          />
        ))}
        {children}
      </div>
    </fieldset>
  );
}

/** Lets a long label such as Pre-K/Kindergarten wrap after its slashes instead of mid-word. */
function withSlashBreaks(label: string): ReactNode {
  const parts = label.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export function CheckboxTile({ id, label, checked, onChange, type = 'checkbox', name }: { id: string; label: string; checked: boolean; onChange(checked: boolean): void; type?: 'checkbox' | 'radio'; name?: string }) {
  return (
    <div className={`choice-tile form-check${checked ? ' is-checked' : ''}`}>
      <Input id={id} name={name ?? id} type={type} checked={checked} onChange={(event) => onChange(event.target.checked)} className="form-check-input" />
      <Label for={id} check className="form-check-label">
        {withSlashBreaks(label)}
      </Label>
    </div>
  );
}
