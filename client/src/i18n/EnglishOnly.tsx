import type { ReactNode } from 'react';

/** Staff screens stay English whatever the visitor chose, and say so to screen readers. */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return (
    <div lang="en" dir="ltr">
      {children}
    </div>
  );
}
