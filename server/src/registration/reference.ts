import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIXES, type ReferenceKind } from '@tutoring/common';
import { isUniqueViolation } from '../db/errors.js';

/** A fresh random reference, e.g. T-7KQ4M2XR: each character drawn uniformly (randomInt has no modulo bias). */
export function newReference(kind: ReferenceKind): string {
  let chars = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) chars += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIXES[kind]}-${chars}`;
}

export type NewReference = (kind: ReferenceKind) => string;

const ATTEMPTS = 5;

/**
 * Runs `store` with a new reference until none collides with a stored one (the unique index says so). At 30^8
 * references a collision is very rare, and five in a row means something else is wrong: the last error is thrown.
 */
export async function withFreshReference<T>(
  kind: ReferenceKind,
  constraint: string,
  store: (reference: string) => Promise<T>,
  next: NewReference = newReference,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store(next(kind));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}
