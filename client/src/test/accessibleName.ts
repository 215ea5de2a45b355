/**
 * Matches a button's accessible name as Chromium computes it. jsdom's computation drops the space before a visually
 * hidden part ("Match" and " Amina Hassan" read "MatchAmina Hassan"), so the names are compared without spaces.
 */
export const named =
  (name: string) =>
  (accessibleName: string): boolean =>
    accessibleName.replace(/\s/g, '') === name.replace(/\s/g, '');
