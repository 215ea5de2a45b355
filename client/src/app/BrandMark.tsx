/**
 * The organisation's mark (public/favicon.svg) drawn inline: as an image it was a request of its own on every first
 * visit, sharing a slow phone's bandwidth with the app's script.
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f5f8b" />
      <path d="M7 12l9-5 9 5-9 5z" fill="#fff" />
      <path d="M11 15v5c0 1.7 2.2 3 5 3s5-1.3 5-3v-5l-5 2.8z" fill="#cfe6f5" />
    </svg>
  );
}
