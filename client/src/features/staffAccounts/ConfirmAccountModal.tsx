import { useId, type FormEvent } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { DialogTitle } from '../../components/DialogTitle';
import { staffAccountMessages as m } from './messages';

interface Props {
  open: boolean;
  title: string;
  prompt: string;
  confirmLabel: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a change to one account that cannot be undone from this page: a new one-time password (which the server
 * chooses and the page then shows once), or removing their second factors.
 */
export function ConfirmAccountModal({ open, title, prompt, confirmLabel, saving, onCancel, onConfirm }: Props) {
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog isOpen={open} toggle={onCancel} labelledBy={`${baseId}-title`}>
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={onCancel} tag="h2">
          <DialogTitle id={`${baseId}-title`}>{title}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{prompt}</p>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" color="primary" disabled={saving}>
            {confirmLabel}
          </Button>
        </ModalFooter>
      </form>
    </Dialog>
  );
}
