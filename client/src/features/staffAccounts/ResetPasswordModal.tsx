import { useId, type FormEvent } from 'react';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import type { StaffAccountDto } from '@tutoring/common';
import { DialogTitle } from '../../components/DialogTitle';
import { staffAccountMessages as m } from './messages';

interface Props {
  account: StaffAccountDto | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before giving one account a new one-time password, which the server chooses and the page then shows once. */
export function ResetPasswordModal({ account, saving, onCancel, onConfirm }: Props) {
  const baseId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Modal isOpen={account !== null} toggle={onCancel} labelledBy={`${baseId}-title`}>
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={onCancel} tag="h2">
          <DialogTitle id={`${baseId}-title`}>{account ? m.resetTitle(account.username) : ''}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{m.resetPrompt}</p>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" color="primary" disabled={saving}>
            {m.resetConfirm}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
