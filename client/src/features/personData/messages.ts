/** Texts of the admin's export and erasure controls on a tutee's or tutor's profile. */
export const personDataMessages = {
  heading: 'Data held about this person',
  download: 'Download data',
  erase: 'Erase',
  /** after each button, for screen readers: whose data */
  of: (name: string) => ` of ${name}`,
  dialogTitle: (name: string) => `Erase ${name}?`,
  intro: (name: string) =>
    `This permanently deletes everything held about ${name}: the application, the consent record, emails, do-not-pair entries and ended matches. The matches stay only as anonymous counts for the overview. This cannot be undone.`,
  downloadFirst: 'If the family asked for a copy, download the data before you erase it.',
  confirmLabel: (name: string) => `Type the full name, ${name}, to confirm`,
  cancel: 'Cancel',
  confirm: 'Erase for good',
  erasing: 'Erasing…',
  failed: 'The data could not be erased. Please try again.',
  erased: (name: string) => `${name}'s data was erased.`,
} as const;
