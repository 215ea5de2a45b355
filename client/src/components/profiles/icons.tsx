// Inline SVG icons: the CSP allows no icon fonts or external images.
interface IconProps {
  /** the accessible name; without one the icon is decorative */
  label?: string;
  className?: string;
}

function a11yProps(label: string | undefined) {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
}

/** Marks a special subject (from Precalculus/Trigonometry onward, and any language). */
export function FlagIcon({ label, className = '' }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      className={`profile-icon flag-icon ${className}`}
      {...a11yProps(label)}
    >
      {label && <title>{label}</title>}
      <path d="M3 1.5a.75.75 0 0 1 .75.75V15h-1.5V2.25A.75.75 0 0 1 3 1.5Z" fill="currentColor" />
      <path d="M4.5 2.5c2.5-1.2 4.3 1.3 7.5 0v6.5c-3.2 1.3-5-1.2-7.5 0Z" fill="currentColor" />
    </svg>
  );
}

/** Marks someone who speaks a language other than English. */
export function LanguageIcon({ label, className = '' }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      className={`profile-icon language-icon ${className}`}
      {...a11yProps(label)}
    >
      {label && <title>{label}</title>}
      <path
        fill="currentColor"
        d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm4.9 6.25h-2.18a11.3 11.3 0 0 0-.95-4.06 5.52 5.52 0 0 1 3.13 4.06ZM8 13.5c-.6 0-1.6-1.86-1.72-4.75h3.44C9.6 11.64 8.6 13.5 8 13.5ZM6.28 7.25C6.4 4.36 7.4 2.5 8 2.5s1.6 1.86 1.72 4.75ZM6.23 3.19a11.3 11.3 0 0 0-.95 4.06H3.1a5.52 5.52 0 0 1 3.13-4.06ZM3.1 8.75h2.18c.07 1.5.4 2.9.95 4.06A5.52 5.52 0 0 1 3.1 8.75Zm6.67 4.06c.55-1.16.88-2.56.95-4.06h2.18a5.52 5.52 0 0 1-3.13 4.06Z"
      />
    </svg>
  );
}

/** The expand/collapse indicator of a card row; decorative, the row's button carries the state. */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      className={`profile-icon chevron-icon${open ? ' open' : ''}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3.5 6 8 10.5 12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
