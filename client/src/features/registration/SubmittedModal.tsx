import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { DialogTitle } from '../../components/DialogTitle';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { SubmittedFacts, type SubmittedFactsProps } from './SubmittedFacts';

interface Props extends SubmittedFactsProps {
  isOpen: boolean;
  /** the original client's text, kept as it is */
  body: string;
  onClose: () => void;
  /** after the closing animation: where focus goes, since what opened the dialog (Submit) is gone */
  onClosed: () => void;
}

/**
 * Shown only after the server accepted the application, over the Submitted page: the original client's title and text,
 * then the reference, the expected wait, what happens next and how to manage the application. OK and the close
 * button both only close it, leaving the same facts on the page.
 */
export function SubmittedModal({ isOpen, body, onClose, onClosed, ...facts }: Props) {
  const m = registrationMessages(useT());
  return (
    <Dialog
      isOpen={isOpen}
      toggle={onClose}
      onClosed={onClosed}
      returnFocusAfterClose={false}
      centered
      labelledBy="submitted-title"
      className="submitted-modal"
    >
      <ModalHeader toggle={onClose} tag="h2" closeAriaLabel={m.close}>
        <DialogTitle id="submitted-title">{m.modalTitle}</DialogTitle>
      </ModalHeader>
      <ModalBody>
        <p>{body}</p>
        <SubmittedFacts {...facts} />
      </ModalBody>
      <ModalFooter>
        <Button color="primary" size="lg" className="px-5" onClick={onClose}>
          {m.ok}
        </Button>
      </ModalFooter>
    </Dialog>
  );
}
