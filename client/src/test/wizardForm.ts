import { act, fireEvent, screen } from '@testing-library/react';
import { stepRules } from '../features/registration/stepRules';

// A label reads as its accessible name does: without the visible star of a required field, which screen readers skip.
const withoutStar = (text: string) => text.replace(/\s+/g, ' ').replace(/ \*$/, '').trim();

/** The control with exactly this label. */
export function control<E extends HTMLElement>(label: string): E {
  return screen.getByLabelText<E>(label, { normalizer: withoutStar });
}

/** Types a value into the field with this label, as a change event does. */
export function fill(label: string, value: string): void {
  fireEvent.change(control(label), { target: { value } });
}

/** Picks the option with this text in the select with this label. */
export function choose(label: string, option: string): void {
  const select = control<HTMLSelectElement>(label);
  const chosen = [...select.options].find((item) => item.textContent === option);
  if (!chosen) throw new Error(`${label} offers no ${option}`);
  fireEvent.change(select, { target: { value: chosen.value } });
}

/** Ticks (or unticks) the box or radio with exactly this label. */
export function tick(label: string, checked = true): void {
  const box = control<HTMLInputElement>(label);
  if (box.checked !== checked) fireEvent.click(box);
}

/** Presses Save and Continue, and waits for the step rules it checks the step with. */
export async function saveAndContinue(): Promise<void> {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    return stepRules.load();
  });
}

/** Which progress steps carry a check mark, in order. */
export function checkedSteps(): boolean[] {
  const progress = screen.getByRole('navigation', { name: 'Registration progress' });
  return [...progress.querySelectorAll('li')].map((item) => item.textContent?.includes('(completed)') ?? false);
}
