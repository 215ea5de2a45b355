import { Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppSelector } from '../../lib/hooks';
import { DialogTitle } from '../../components/DialogTitle';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

/** Shown only after the server accepted the application. OK goes to the organisation's website; closing only hides it. */
export function SubmittedModal({ isOpen, body, onClose }: { isOpen: boolean; body: string; onClose: () => void }) {
  const orgWebsite = useAppSelector((state) => state.config.orgWebsite);
  const m = registrationMessages(useT());
  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy="submitted-title" className="submitted-modal">
      <ModalHeader toggle={onClose} tag="h2" closeAriaLabel={m.close}>
        <DialogTitle id="submitted-title">{m.modalTitle}</DialogTitle>
      </ModalHeader>
      <ModalBody>
        <p className="mb-0">{body}</p>
      </ModalBody>
      <ModalFooter>
        <a href={orgWebsite} className="btn btn-primary btn-lg px-5">
          {m.ok}
        </a>
      </ModalFooter>
    </Modal>
  );
}
