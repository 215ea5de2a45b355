import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/testDb.js';
import { DbRateLimitStore } from './dbRateLimitStore.js';

describe('DbRateLimitStore', () => {
  it('counts hits per key, takes one back on decrement, and never rejects a decrement once the database is away', async () => {
    const db = await createTestDb();
    const store = new DbRateLimitStore(db, 'test:');
    store.init({ windowMs: 60_000 } as Parameters<DbRateLimitStore['init']>[0]);
    await store.increment('a');
    expect((await store.increment('a')).totalHits).toBe(2);
    await store.decrement('a');
    expect((await store.increment('a')).totalHits).toBe(2);
    await db.close();
    // Called from a response listener that nothing awaits: a rejection there would be unhandled.
    await expect(store.decrement('a')).resolves.toBeUndefined();
  });
});
