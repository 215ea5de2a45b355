import { Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { registrationMessages as m } from './messages';

/** Shown only after the server accepted the application. OK goes to the organisation's website; closing only hides it. */
export function SubmittedModal({ isOpen, body, onClose }: { isOpen: boolean; body: string; onClose(): void }) {
  const orgWebsite = useAppSelector((state) => state.config.orgWebsite);
  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy="submitted-title" className="submitted-modal">
      <ModalHeader toggle={onClose} tag="h2">
        <span id="submitted-title">{m.modalTitle}</span>
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
