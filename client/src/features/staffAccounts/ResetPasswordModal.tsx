import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, FormText, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import type { StaffAccountDto } from '@tutoring/common';
import { DialogTitle } from '../../components/DialogTitle';
import { staffAccountMessages as m } from './messages';

interface Props {
  account: StaffAccountDto | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/** A new one-time password for one account. */
export function ResetPasswordModal({ account, saving, onCancel, onConfirm }: Props) {
  const baseId = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };
  return (
    <Modal isOpen={account !== null} toggle={onCancel} onClosed={() => setPassword('')} labelledBy={`${baseId}-title`}>
      <form onSubmit={submit} noValidate>
        <ModalHeader toggle={onCancel} tag="h2">
          <DialogTitle id={`${baseId}-title`}>{account ? m.resetTitle(account.username) : ''}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{m.resetPrompt}</p>
          <FormGroup>
            <Label for={`${baseId}-password`}>{m.oneTimePassword}</Label>
            <Input
              id={`${baseId}-password`}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${baseId}-hint`}
            />
            <FormText id={`${baseId}-hint`}>{m.oneTimeHint}</FormText>
          </FormGroup>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" color="primary" disabled={saving || !password}>
            {m.resetConfirm}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
