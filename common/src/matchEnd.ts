// Why a match ended: the fixed list staff choose from when they end a match, with the labels every screen shows.
export const END_REASONS = [
  { key: 'finished', label: 'School year or goals finished' },
  { key: 'tutee_no_longer_needs', label: 'Tutee no longer needs tutoring' },
  { key: 'tutor_unavailable', label: 'Tutor no longer available' },
  { key: 'no_contact', label: 'No contact / no-show' },
  { key: 'safety_concern', label: 'Safety or conduct concern' },
  { key: 'other', label: 'Other' },
] as const;

export type EndReason = (typeof END_REASONS)[number]['key'];

export const END_REASON_KEYS = END_REASONS.map((r) => r.key) as [EndReason, ...EndReason[]];

/** The reason that needs a note saying what it was. */
export const END_REASON_NEEDING_NOTE: EndReason = 'other';

/** A concern about the pair: ending for it also puts the tutor on the tutee's do-not-pair list. */
export const END_REASON_BARRING_PAIR: EndReason = 'safety_concern';

export const END_NOTE_MAX = 500;
export const DO_NOT_PAIR_REASON_MAX = 500;

/** How many tutees one tutor may take at once; 0 pauses the tutor. */
export const TUTOR_CAPACITY_MAX = 5;

export function endReasonLabel(key: string | null): string {
  return END_REASONS.find((r) => r.key === key)?.label ?? '';
}
