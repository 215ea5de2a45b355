import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../testApp.js';

// ASVS 5.1.1: a parameter sent twice arrives as a list, and every query schema takes one value per parameter.
describe('HTTP parameter pollution', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/api/tutees/active?limit=50&limit=5000',
    '/api/tutors/active?q=a&q=b',
    '/api/matches?year=2024&year=2025',
    '/api/matches/groups?subject1=K5_Math&subject1=K5_Reading&subject2=K5_Science&subject3=hist_us&grade=3rd',
  ])('refuses %s with 400 and a message', async (path) => {
    const res = await staff.get(path);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});
