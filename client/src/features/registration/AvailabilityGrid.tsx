import {
  AVAILABILITY_SLOTS,
  availabilitySlot,
  TIMES_OF_DAY,
  WEEKDAYS,
  type AvailabilitySlot,
  type Translate,
} from '@tutoring/common';
import { useT } from '../../i18n/I18nProvider';
import { QuestionGroup } from './fields';
import { availabilityMessages } from './availabilityText';

interface Props {
  /** prefix of the boxes' ids */
  idPrefix: string;
  selected: readonly string[];
  onChange: (selected: AvailabilitySlot[]) => void;
  /** the question's error message; '' when valid */
  error?: string;
}

/** The id of a slot's box. */
const availabilitySlotId = (idPrefix: string, slot: string) => `${idPrefix}-availability-${slot}`;
/** Where an error summary link puts focus: the grid's first box. */
export const availabilityTarget = (idPrefix: string) => availabilitySlotId(idPrefix, AVAILABILITY_SLOTS[0]);

/**
 * "When can you meet?": a table of days (rows) by times of day (columns), a checkbox in each cell. Each box is named by
 * its own label ("Tuesday evening", read by screen readers; the cell shows only the box), and the label fills the cell,
 * so the whole cell is the touch target. Three columns keep it within a 320 px screen.
 */
export function AvailabilityGrid({ idPrefix, selected, onChange, error = '' }: Props) {
  const t: Translate = useT();
  const m = availabilityMessages(t);
  function toggle(slot: string, checked: boolean) {
    const next = checked ? [...selected, slot] : selected.filter((item) => item !== slot);
    // Kept in the grid's order, as the API stores them.
    onChange(AVAILABILITY_SLOTS.filter((item) => next.includes(item)));
  }
  return (
    <QuestionGroup name={`${idPrefix}-availability`} legend={m.legend} hint={m.hint} error={error}>
      <table className="availability-grid">
        <thead>
          <tr>
            <th scope="col">{m.dayHeading}</th>
            {TIMES_OF_DAY.map((time) => (
              <th key={time} scope="col">
                {m.time(time)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day}>
              <th scope="row">{m.day(day)}</th>
              {TIMES_OF_DAY.map((time) => {
                const slot = availabilitySlot(day, time);
                const id = availabilitySlotId(idPrefix, slot);
                const checked = selected.includes(slot);
                return (
                  <td key={time} className={checked ? 'is-checked' : undefined}>
                    <label htmlFor={id}>
                      <input
                        id={id}
                        type="checkbox"
                        className="form-check-input"
                        checked={checked}
                        onChange={(event) => toggle(slot, event.target.checked)}
                      />
                      <span className="visually-hidden">{m.slot(day, time)}</span>
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </QuestionGroup>
  );
}
