// Drafts live in localStorage so a reload, a closed tab or a second tab of the same browser finds them again. Families
// share devices, so a draft lasts 24 hours after its last change, and Start again or a submitted application removes it.
//
// Two tabs: each tab keeps its own copy in memory and writes it on its next change; the last write wins. No tab
// reloads its form from the other's `storage` events, so what is on screen never changes under the visitor's hands.

/** How long a draft is kept after its last change. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The part of the Web Storage interface a draft needs (a plain object stands in for it in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredDraft {
  /** milliseconds since the epoch of the last write */
  savedAt: number;
  value: unknown;
}

/** The browser's localStorage, or null where it is blocked (some private modes throw on access). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The tab's sessionStorage, or null where it is blocked: what was just submitted stays with the tab that submitted it
 * (a phone reloads a tab it switched away from) and goes when the tab is closed.
 */
export function tabStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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

/** Like mergeStored for a draft's steps, keeping only the steps that were stored (unsaved answers exist per step). */
export function mergeStoredSteps<T extends object>(empty: T, stored: unknown): Partial<T> {
  if (typeof stored !== 'object' || stored === null) return {};
  const result: Partial<T> = {};
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const value: unknown = (stored as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null)
      result[key] = mergeStored(empty[key] as object, value) as T[typeof key];
  }
  return result;
}

/** The stored draft under key, or null; an expired or unreadable entry is removed on the way. */
export function readDraft(storage: DraftStorage | null, key: string, now = Date.now()): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    const savedAt = stored?.savedAt;
    // A clock set back must not keep a draft for longer than the lifetime either.
    if (typeof savedAt === 'number' && Math.abs(now - savedAt) < DRAFT_LIFETIME_MS) return stored?.value ?? null;
    storage.removeItem(key);
    return null;
  } catch {
    removeDraft(storage, key);
    return null; // blocked or unreadable: start with an empty draft
  }
}

export function writeDraft(storage: DraftStorage | null, key: string, value: unknown, now = Date.now()): void {
  try {
    storage?.setItem(key, JSON.stringify({ savedAt: now, value } satisfies StoredDraft));
  } catch {
    // Storage full or blocked (private mode): the draft still lives in memory for this visit.
  }
}

export function removeDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds no draft to remove.
  }
}
