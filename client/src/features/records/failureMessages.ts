/** The records saga's fallback text: in its own module because the saga is in the public bundle and the page is loaded lazily. */
export const recordsFailureMessages = {
  loadFailed: 'The matches could not be loaded. Please try again.',
  detailsFailed: 'The profiles of this match could not be loaded. Please try again.',
} as const;
