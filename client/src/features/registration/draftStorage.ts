// Drafts live in sessionStorage so a refresh keeps them, and closing the tab forgets a child's data.

/** Copies from stored only the values whose type matches the empty draft, so an old or edited entry cannot break the form. */
export function mergeStored<T extends object>(empty: T, stored: unknown): T {
  if (typeof stored !== 'object' || stored === null) return empty;
  const result: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(empty)) {
    const value: unknown = (stored as Record<string, unknown>)[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) result[key] = value;
    } else if (typeof fallback === 'object' && fallback !== null) {
      result[key] = mergeStored(fallback as object, value);
    } else if (typeof value === typeof fallback) {
      result[key] = value;
    }
  }
  return result as T;
}

export function readSession(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null; // storage blocked or unreadable: start with an empty draft
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the draft still lives in memory for this visit.
  }
}
