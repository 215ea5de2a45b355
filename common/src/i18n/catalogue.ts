// A language's catalogue file: its review status and one message per key. English (en.json) is the source:
// every other file has exactly its keys, and the same {placeholders} (catalogues.test.ts).
import type english from './catalogues/en.json';

export type MessageKey = keyof (typeof english)['messages'];

/** source: English, the original; draft: machine-drafted, not yet reviewed; reviewed: checked by a native speaker */
export type ReviewStatus = 'source' | 'draft' | 'reviewed';

export interface CatalogueReview {
  status: ReviewStatus;
  /** who reviewed and when, in words, without personal names: "reviewed by a native speaker volunteer, 2026-12-01" */
  note: string;
}

export interface CatalogueFile {
  review: CatalogueReview;
  messages: Record<MessageKey, string>;
}

export type MessageValues = Record<string, string | number>;

/** Says one message of the active language, with its {placeholders} filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
