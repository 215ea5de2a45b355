import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('benchmark baseline endpoints', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('do not exist unless BENCH_BASELINE is set', async () => {
    t = await createTestApp();
    await t.agent().post('/api/bench/insert').send({}).expect(404);
    await t.agent().get('/api/bench/select?id=1').expect(404);
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tutees');
    expect(rows[0]?.count).toBe(0);
  });

  it('with BENCH_BASELINE insert one tutee row and read it back by id', async () => {
    t = await createTestApp({ BENCH_BASELINE: '1' });
    const inserted = await t.agent().post('/api/bench/insert').send({}).expect(201);
    const id = (inserted.body as { id: number }).id;
    const read = await t.agent().get(`/api/bench/select?id=${id}`).expect(200);
    expect(read.body).toMatchObject({ id, first_name: 'Baseline', last_name: 'Row' });
  });
});
