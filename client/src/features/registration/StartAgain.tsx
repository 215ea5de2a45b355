import { useState } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { DialogTitle } from '../../components/DialogTitle';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';

/** Start again, under every step: asks first, so a slip of the finger does not lose the form. */
export function StartAgain({ onConfirm }: { onConfirm: () => void }) {
  const m = registrationMessages(useT());
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="wizard-start-again">
      <Button type="button" color="link" onClick={() => setOpen(true)}>
        {m.startAgain}
      </Button>
      <Dialog isOpen={open} toggle={close} centered labelledBy="start-again-title">
        <ModalHeader toggle={close} tag="h2" closeAriaLabel={m.close}>
          <DialogTitle id="start-again-title">{m.startAgainTitle}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p className="mb-0">{m.startAgainText}</p>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={close}>
            {m.startAgainKeep}
          </Button>
          <Button
            type="button"
            color="danger"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {m.startAgainConfirm}
          </Button>
        </ModalFooter>
      </Dialog>
    </div>
  );
}
