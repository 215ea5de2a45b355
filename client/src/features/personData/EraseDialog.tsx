import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, Input, Label, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { Dialog } from '../../components/Dialog';
import { normalizePersonName } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { DialogTitle } from '../../components/DialogTitle';
import { FormAlert } from '../../components/FormAlert';
import { personDataMessages as m } from './messages';
import './personDataFeature';
import { erasureDialogClosed, erasureRequested, selectErasure } from './personDataSlice';
import './personData.css';

/** Erasure asks for the person's full name; Erase for good stays disabled until it is typed. One per page. */
export function EraseDialog() {
  const dispatch = useAppDispatch();
  const { target, erasing, error } = useAppSelector(selectErasure);
  const [typed, setTyped] = useState('');
  const id = useId();
  const name = target?.name ?? '';
  const confirmed = target !== null && normalizePersonName(typed) === normalizePersonName(name);
  const close = () => dispatch(erasureDialogClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target && confirmed) dispatch(erasureRequested({ ...target, confirmName: typed }));
  };
  return (
    <Dialog
      isOpen={target !== null}
      toggle={close}
      onClosed={() => setTyped('')}
      labelledBy={`${id}-title`}
      className="erase-dialog"
    >
      <form onSubmit={submit} noValidate>
        {/* h2: the page's headings go h1, h2; a dialog's title comes under the page title, not below its cards */}
        <ModalHeader toggle={close} tag="h2">
          <DialogTitle id={`${id}-title`}>{m.dialogTitle(name)}</DialogTitle>
        </ModalHeader>
        <ModalBody>
          <p>{m.intro(name)}</p>
          <p className="text-secondary">{m.downloadFirst}</p>
          <FormAlert message={error} />
          <FormGroup noMargin>
            <Label for={`${id}-name`}>{m.confirmLabel(name)}</Label>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </FormGroup>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={close}>
            {m.cancel}
          </Button>
          <Button type="submit" color="danger" disabled={erasing || !confirmed}>
            {erasing ? m.erasing : m.confirm}
          </Button>
        </ModalFooter>
      </form>
    </Dialog>
  );
}
