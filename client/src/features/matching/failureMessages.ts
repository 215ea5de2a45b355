/** Fallback texts of the matching saga: in their own module because the saga is in the public bundle and the page is loaded lazily. */
export const matchFailureMessages = {
  recoveryFailed: 'The tutee to match could not be loaded.',
  candidatesFailed: 'The available tutors could not be loaded. Please try again.',
  confirmFailed: 'The match could not be saved. Please try again.',
} as const;
