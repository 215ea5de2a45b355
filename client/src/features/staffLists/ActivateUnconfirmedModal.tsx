import { useId } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { DialogTitle } from '../../components/DialogTitle';
import { staffListMessages as m } from './messages';

/**
 * Asked before activating an application whose email address was never confirmed: staff may still activate it (a
 * phone call may have confirmed the address), but only knowingly.
 */
export function ActivateUnconfirmedModal({
  name,
  onCancel,
  onConfirm,
}: {
  /** the person to activate; null keeps the dialog closed */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog isOpen={name !== null} toggle={onCancel} labelledBy={`${id}-title`}>
      <ModalHeader toggle={onCancel} tag="h2">
        <DialogTitle id={`${id}-title`}>{m.activateUnconfirmed.title(name ?? '')}</DialogTitle>
      </ModalHeader>
      <ModalBody>
        <p className="alert alert-warning mb-0">{m.activateUnconfirmed.warning}</p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onCancel}>
          {m.activateUnconfirmed.cancel}
        </Button>
        <Button type="button" color="success" onClick={onConfirm}>
          {m.activateUnconfirmed.confirm}
        </Button>
      </ModalFooter>
    </Dialog>
  );
}
