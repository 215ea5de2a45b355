import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label } from 'reactstrap';
import { ATTENTION_NOTE_MAX } from '@tutoring/common';
import { attentionMessages as m } from './messages';

interface HandledFormProps {
  tutee: string;
  saving: boolean;
  onSave: (note: string) => void;
  onCancel: () => void;
}

/** "Mark handled": what was done, in a note, saved with the item. */
export function HandledForm({ tutee, saving, onSave, onCancel }: HandledFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() !== '') onSave(note.trim());
  };
  return (
    <form className="attention-handled" onSubmit={submit} noValidate>
      <FormGroup>
        <Label for={id}>{m.note}</Label>
        <Input
          id={id}
          type="textarea"
          rows={2}
          required
          maxLength={ATTENTION_NOTE_MAX}
          aria-label={m.noteFor(tutee)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </FormGroup>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" color="primary" size="sm" disabled={saving || note.trim() === ''}>
          {saving ? m.saving : m.saveHandled}
        </Button>
        <Button type="button" color="secondary" outline size="sm" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
