import { describe, expect, it } from 'vitest';
import { EMPTY_STUDENT_DRAFT } from '@tutoring/common';
import {
  DRAFT_LIFETIME_MS,
  mergeStoredSteps,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftStorage,
} from './draftStorage';

/** Web Storage as the draft uses it, in memory. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Storage that refuses every call, as some private modes do. */
const blocked: DraftStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

const NOW = Date.UTC(2026, 10, 25, 18, 0);
const draft = { draft: { info: { firstName: 'Amina' } }, termsAccepted: false };

describe('draft storage', () => {
  it('reads back what was written, with the time it was written', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'studentWizard', draft, NOW);
    expect(JSON.parse(storage.items.get('studentWizard')!)).toEqual({ savedAt: NOW, value: draft });
    expect(readDraft(storage, 'studentWizard', NOW + 1000)).toEqual(draft);
    expect(readDraft(storage, 'tutorWizard', NOW)).toBeNull();
  });

  it('keeps a draft for 24 hours after its last write, then removes it on read', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'studentWizard', draft, NOW);
    expect(readDraft(storage, 'studentWizard', NOW + DRAFT_LIFETIME_MS - 1)).toEqual(draft);
    // A later change starts the 24 hours again.
    writeDraft(storage, 'studentWizard', draft, NOW + DRAFT_LIFETIME_MS - 1);
    expect(readDraft(storage, 'studentWizard', NOW + DRAFT_LIFETIME_MS + 1)).toEqual(draft);
    expect(readDraft(storage, 'studentWizard', NOW + 2 * DRAFT_LIFETIME_MS)).toBeNull();
    expect(storage.items.has('studentWizard')).toBe(false);
  });

  it('removes an entry saved in the far future (a clock set back) or without a time, and unreadable text', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'future', draft, NOW + DRAFT_LIFETIME_MS);
    storage.setItem('untimed', JSON.stringify({ value: draft }));
    storage.setItem('sessionFormat', JSON.stringify(draft));
    storage.setItem('broken', '{not json');
    for (const key of ['future', 'untimed', 'sessionFormat', 'broken']) {
      expect(readDraft(storage, key, NOW), key).toBeNull();
      expect(storage.items.has(key), key).toBe(false);
    }
  });

  it('removes a draft, and lives without storage when it is blocked or missing', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'studentWizard', draft, NOW);
    removeDraft(storage, 'studentWizard');
    expect(storage.items.size).toBe(0);
    for (const unusable of [blocked, null]) {
      expect(() => writeDraft(unusable, 'studentWizard', draft, NOW)).not.toThrow();
      expect(readDraft(unusable, 'studentWizard', NOW)).toBeNull();
      expect(() => removeDraft(unusable, 'studentWizard')).not.toThrow();
    }
  });
});

describe('restoring answers typed and not yet saved', () => {
  it('keeps only the steps that were stored for answers typed and not yet saved', () => {
    const edits = mergeStoredSteps(EMPTY_STUDENT_DRAFT, {
      subjects: { detailedNeeds: 'Fractions', primarySubject: 4 },
      additional: 'not a step',
      unknown: { additionalInfo: 'x' },
    });
    expect(edits).toEqual({ subjects: { ...EMPTY_STUDENT_DRAFT.subjects, detailedNeeds: 'Fractions' } });
    expect(mergeStoredSteps(EMPTY_STUDENT_DRAFT, null)).toEqual({});
    expect(mergeStoredSteps(EMPTY_STUDENT_DRAFT, ['info'])).toEqual({});
  });
});
