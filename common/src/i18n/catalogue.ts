// A language's catalogue file: its review status and one message per key. English (en.json) is the source:
// every other file has exactly its keys, and the same {placeholders} (catalogues.test.ts). The public pages speak
// the catalogues/ files; the staff screens speak the staff/ files, English only until a staff language is added.
import type english from './catalogues/en.json';
import type staffEnglish from './staff/en.json';
import type { VOCABULARY_PREFIXES } from './vocabulary.js';

export type MessageKey = keyof (typeof english)['messages'];
/** The names of subjects, grades and languages, which the staff screens share with the public pages. */
export type VocabularyKey = Extract<MessageKey, `${(typeof VOCABULARY_PREFIXES)[number]}${string}`>;
export type StaffMessageKey = keyof (typeof staffEnglish)['messages'] | VocabularyKey;

/** source: English, the original; draft: machine-drafted, not yet reviewed; reviewed: checked by a native speaker */
export type ReviewStatus = 'source' | 'draft' | 'reviewed';

export interface CatalogueReview {
  status: ReviewStatus;
  /** who reviewed and when, in words, without personal names: "reviewed by a native speaker volunteer, 2026-12-01" */
  note: string;
}

export interface CatalogueFile<Key extends string = MessageKey> {
  review: CatalogueReview;
  messages: Record<Key, string>;
}

export type MessageValues = Record<string, string | number>;

/** Says one message of the active language, with its {placeholders} filled in. */
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/** Says one staff screen text. */
export type StaffTranslate = Translate<StaffMessageKey>;
