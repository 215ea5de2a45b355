import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { ATTENTION_NOTE_MAX } from '@tutoring/common';
import { attentionMessages as m } from './messages';

interface Choice<K extends string> {
  key: K;
  label: string;
}

interface HandledFormProps<K extends string> {
  /** the field's accessible name: what was done about whom */
  label: string;
  saving: boolean;
  saveText: string;
  /** what was done, chosen before the note (closing a concern); none for "Mark handled" */
  choices?: readonly Choice<K>[];
  onSave: (note: string, choice: K | null) => void;
  onCancel: () => void;
}

/** "Mark handled" or "Close concern": what was done, in a note (and a choice, for a concern), saved with the item. */
export function HandledForm<K extends string>({
  label,
  saving,
  saveText,
  choices,
  onSave,
  onCancel,
}: HandledFormProps<K>) {
  const id = useId();
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<K | null>(null);
  const ready = note.trim() !== '' && (choices === undefined || choice !== null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave(note.trim(), choice);
  };
  return (
    <form className="attention-handled" onSubmit={submit} noValidate>
      {choices && (
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{m.outcome}</legend>
          {choices.map((option) => (
            <FormGroup check key={option.key}>
              <Input
                id={`${id}-${option.key}`}
                type="radio"
                name={`${id}-choice`}
                checked={choice === option.key}
                onChange={() => setChoice(option.key)}
              />
              <Label check for={`${id}-${option.key}`}>
                {option.label}
              </Label>
            </FormGroup>
          ))}
        </fieldset>
      )}
      <FormGroup>
        <Label for={id}>{m.note}</Label>
        <Input
          id={id}
          type="textarea"
          rows={2}
          required
          maxLength={ATTENTION_NOTE_MAX}
          aria-label={label}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </FormGroup>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" color="primary" size="sm" disabled={saving || !ready}>
          {saving ? m.saving : saveText}
        </Button>
        <Button type="button" color="secondary" outline size="sm" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
