import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { DialogTitle } from '../../components/DialogTitle';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Start again's question: keep the answers, or clear the form. */
export default function StartAgainDialog({ isOpen, onClose, onConfirm }: Props) {
  const m = registrationMessages(useT());
  return (
    <Dialog isOpen={isOpen} toggle={onClose} centered labelledBy="start-again-title">
      <ModalHeader toggle={onClose} tag="h2" closeAriaLabel={m.close}>
        <DialogTitle id="start-again-title">{m.startAgainTitle}</DialogTitle>
      </ModalHeader>
      <ModalBody>
        <p className="mb-0">{m.startAgainText}</p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onClose}>
          {m.startAgainKeep}
        </Button>
        <Button
          type="button"
          color="danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {m.startAgainConfirm}
        </Button>
      </ModalFooter>
    </Dialog>
  );
}
