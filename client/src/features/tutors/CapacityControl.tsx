import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Label } from 'reactstrap';
import { TUTOR_CAPACITY_MAX } from '@tutoring/common';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import './capacityFeature';
import { capacityRequested, selectCapacityError, selectCapacitySaving } from './capacitySlice';
import { tutorsMessages } from './messages';
import { staffMessages } from '../../i18n/staffText';
import './capacity.css';

// Read when shown, so the texts come from the staff catalogue loaded by then.
const m = staffMessages(() => tutorsMessages.capacity);
const CHOICES = Array.from({ length: TUTOR_CAPACITY_MAX + 1 }, (_, n) => n);

interface CapacityControlProps {
  tutorId: number;
  capacity: number;
}

/** How many tutees the tutor takes at once (0 pauses the tutor), saved with its own button; the server refuses fewer than the current matches. */
export function CapacityControl(props: CapacityControlProps) {
  // A new saved capacity starts the choice again from it.
  return <CapacityForm key={props.capacity} {...props} />;
}

function CapacityForm({ tutorId, capacity }: CapacityControlProps) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectCapacitySaving(state, tutorId));
  const error = useAppSelector((state) => selectCapacityError(state, tutorId));
  const [chosen, setChosen] = useState(capacity);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(capacityRequested({ tutorId, capacity: chosen }));
  };
  return (
    <form className="capacity-control" onSubmit={submit}>
      <div className="capacity-row">
        <Label for={id} className="mb-0">
          {m.label}
        </Label>
        <Input id={id} type="select" bsSize="sm" value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
          {CHOICES.map((n) => (
            <option key={n} value={n}>
              {m.option(n)}
            </option>
          ))}
        </Input>
        <Button type="submit" size="sm" color="primary" outline disabled={saving || chosen === capacity}>
          {m.save}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
