import { screen, within } from '@testing-library/react';

// The staff lists (Tutees, Tutors) as a coordinator reads them: the tab shown, its cards, a card by its name.

export const panel = () => screen.getByRole('tabpanel');

/** The names on the cards of the tab shown, in order (each card's closed toggle). */
export const names = () =>
  within(panel())
    .queryAllByRole('button', { expanded: false })
    .map((button) => button.textContent);

/** The card of the tab shown whose toggle has this name. */
export const card = (name: string) =>
  within(panel())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name }));
