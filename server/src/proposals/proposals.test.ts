import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { proposalAcceptResultSchema, proposalRunSchema, type ProposalRun } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertEndedMatch, insertTutee, insertTutor } from '../matches/testFixtures.js';

const MATH_FIRST: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const tutee = { subjects: MATH_FIRST, grade: '3rd' };
const mathTutor = { subjects: ['K5_Math'], grades: ['3rd'] };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function propose(staff: TestAgent, body: object = {}): Promise<ProposalRun> {
  const res = await staff.post('/api/proposals').send(body);
  expect(res.status).toBe(201);
  return proposalRunSchema.parse(res.body);
}

const pairsOf = (run: ProposalRun) => run.pairs.map((pair) => [pair.tutee_id, pair.tutor_id]);

async function matchCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM matches');
  return rows[0]!.n;
}

describe('/api/proposals', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent('coordinator1', 'coordinator');
  });
  afterEach(async () => {
    await t?.close();
  });

  it('places more tutees than taking them in waiting order, stores the run and its statistics, audits, matches nothing', async () => {
    // The longest-waiting tutee would take the group A tutor first, leaving the second tutee with nobody.
    const first = await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(30) });
    const second = await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(2) });
    const groupA = await insertTutor(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grades: ['3rd'] });
    const groupD = await insertTutor(t.db, mathTutor);
    await t.db.query('INSERT INTO do_not_pair (tutee_id, tutor_id, reason) VALUES ($1, $2, $3)', [
      second,
      groupD,
      'Asked not to be paired.',
    ]);

    const run = await propose(staff);
    expect(pairsOf(run)).toEqual([
      [first, groupD],
      [second, groupA],
    ]);
    expect(run.pairs.map((pair) => [pair.group, pair.score])).toEqual([
      ['D', 0],
      ['A', 6],
    ]);
    expect(run.pairs[0]!.reasons).toEqual({
      languages: [],
      language_other: null,
      availability: [],
      tutee_waiting_days: 30,
      tutor_waiting_days: expect.any(Number),
      free_places: 1,
    });
    expect(run.unplaced).toEqual([]);
    expect(run.stats).toEqual({
      waiting: 2,
      proposed: 2,
      by_group: { A: 1, B: 0, C: 0, D: 1 },
      unplaced_by_reason: { no_tutor: 0, only_former_or_barred: 0, tutors_full: 0 },
      excluded: 0,
      milliseconds: expect.any(Number),
    });
    expect(run.created_by).toBe('coordinator1');
    expect(await matchCount(t)).toBe(0);

    const stored = await t.db.query<{ stats: unknown; created_by: number; created_at: Date }>(
      'SELECT stats, created_by, created_at FROM proposal_runs WHERE id = $1',
      [run.id],
    );
    expect(stored.rows[0]).toEqual({
      stats: run.stats,
      created_by: expect.any(Number),
      created_at: new Date(run.created_at),
    });
    expect(run.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const audit = await t.db.query<{ entity_id: number; details: unknown }>(
      "SELECT entity_id, details FROM audit_log WHERE action = 'proposal.run'",
    );
    expect(audit.rows).toEqual([{ entity_id: run.id, details: run.stats }]);

    const read = await staff.get(`/api/proposals/${run.id}`).expect(200);
    expect(proposalRunSchema.parse(read.body)).toEqual(run);
    // Sent as the database wrote it, without an ETag (sendJsonText): the answer is never cached.
    expect(read.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(read.headers.etag).toBeUndefined();
    const reads = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'proposal.read'");
    expect(reads.rows).toHaveLength(1);
  });

  it('keeps every hard rule of the candidate groups and names why the unplaced have no tutor', async () => {
    const waiting = await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(10) });
    const former = await insertTutor(t.db, mathTutor);
    await insertEndedMatch(t.db, waiting, former);
    const barred = await insertTutor(t.db, mathTutor);
    await t.db.query('INSERT INTO do_not_pair (tutee_id, tutor_id, reason) VALUES ($1, $2, $3)', [
      waiting,
      barred,
      'Safety concern.',
    ]);
    await insertTutor(t.db, { ...mathTutor, active: false });
    await insertTutor(t.db, { ...mathTutor, currentMatches: 1 });
    await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['4th'] });
    await insertTutor(t.db, { subjects: ['K5_Reading', 'K5_Science'], grades: ['3rd'] });
    // Not waiting: deactivated, or in a current match.
    await insertTutee(t.db, { ...tutee, active: false });
    const matched = await insertTutee(t.db, tutee);
    const matchedTutor = await insertTutor(t.db, { ...mathTutor, capacity: 2 });
    await staff.post('/api/matches').send({ tutee_id: matched, tutor_id: matchedTutor }).expect(201);
    await t.db.query('INSERT INTO do_not_pair (tutee_id, tutor_id, reason) VALUES ($1, $2, $3)', [
      waiting,
      matchedTutor,
      'Not this one either.',
    ]);
    // Nobody teaches this tutee's first subject at its grade.
    const untaught = await insertTutee(t.db, {
      subjects: ['K5_social_studies', 'K5_Math', 'K5_Reading'],
      grade: '3rd',
    });

    const run = await propose(staff);
    expect(run.pairs).toEqual([]);
    // The only tutor left with a place is barred: a full one also teaches it, so its places are what is missing.
    expect(run.unplaced.map((u) => [u.tutee_id, u.reason])).toEqual([
      [waiting, 'tutors_full'],
      [untaught, 'no_tutor'],
    ]);

    // Without the full tutor, only former or barred tutors teach it.
    await t.db.query('UPDATE tutors SET active = false WHERE current_matches = 1 AND capacity = 1');
    const again = await propose(staff);
    expect(again.unplaced.find((u) => u.tutee_id === waiting)?.reason).toBe('only_former_or_barred');
    expect(again.stats.unplaced_by_reason).toEqual({ no_tutor: 1, only_former_or_barred: 1, tutors_full: 0 });

    // One tutor that keeps every rule is proposed, and only it.
    const good = await insertTutor(t.db, mathTutor);
    expect(pairsOf(await propose(staff))).toEqual([[waiting, good]]);
  });

  it('gives a tutor at most its free places, the longest-waiting tutees first', async () => {
    const tutees = [];
    for (const days of [5, 40, 20]) tutees.push(await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(days) }));
    const tutor = await insertTutor(t.db, { ...mathTutor, capacity: 3, currentMatches: 1 });
    const run = await propose(staff);
    expect(pairsOf(run)).toEqual([
      [tutees[1], tutor],
      [tutees[2], tutor],
    ]);
    expect(run.unplaced).toEqual([expect.objectContaining({ tutee_id: tutees[0], reason: 'tutors_full' })]);
  });

  it('prefers a tutor who shares a language the tutee speaks besides English, and the longer-waiting tutor', async () => {
    const somali = await insertTutee(t.db, { ...tutee, languages: ['somali'], languageOther: 'Oromo' });
    const older = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(300) });
    const speaker = await insertTutor(t.db, {
      ...mathTutor,
      languages: ['somali'],
      languageOther: ' oromo',
      submittedAt: daysAgo(3),
    });
    const run = await propose(staff);
    expect(pairsOf(run)).toEqual([[somali, speaker]]);
    expect(run.pairs[0]!.reasons).toMatchObject({ languages: ['somali'], language_other: 'Oromo' });
    expect(run.pairs[0]!.score).toBe(1);

    // Without a language to share, the tutor who waited longest.
    await t.db.query('UPDATE tutees SET languages = $2, language_other = NULL WHERE id = $1', [somali, []]);
    expect(pairsOf(await propose(staff))).toEqual([[somali, older]]);
  });

  it('prefers a shared meeting time after a shared language and before the longer wait', async () => {
    const evenings = ['tue_evening', 'thu_evening'];
    const tuteeId = await insertTutee(t.db, { ...tutee, availability: evenings });
    const older = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(300), availability: ['mon_morning'] });
    const freeThursday = await insertTutor(t.db, {
      ...mathTutor,
      submittedAt: daysAgo(3),
      availability: ['thu_evening', 'sat_morning'],
    });
    const run = await propose(staff);
    expect(pairsOf(run)).toEqual([[tuteeId, freeThursday]]);
    expect(run.pairs[0]!.reasons.availability).toEqual(['thu_evening']);

    // A shared language comes first.
    const speaker = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(1), languages: ['somali'] });
    await t.db.query('UPDATE tutees SET languages = $2 WHERE id = $1', [tuteeId, ['somali']]);
    expect(pairsOf(await propose(staff))).toEqual([[tuteeId, speaker]]);
    await t.db.query('UPDATE tutors SET active = false WHERE id = $1', [speaker]);
    await t.db.query(`UPDATE tutees SET languages = '{}' WHERE id = $1`, [tuteeId]);

    // One place, two tutees: the one who shares a time goes before the one who waited longer without.
    const longer = await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(40), availability: ['sun_morning'] });
    await t.db.query('UPDATE tutors SET active = false WHERE id = $1', [older]);
    expect(pairsOf(await propose(staff))).toEqual([[tuteeId, freeThursday]]);

    // A tutee who left the question out is never counted against: the longer wait decides again.
    await t.db.query(`UPDATE tutees SET availability = '{}' WHERE id = $1`, [longer]);
    const again = await propose(staff);
    expect(pairsOf(again)).toEqual([[longer, freeThursday]]);
    expect(again.pairs[0]!.reasons.availability).toEqual([]);
  });

  it('prefers the tutor who re-confirmed most recently, then the longest-waiting one', async () => {
    const waiting = await insertTutee(t.db, tutee);
    const neverConfirmed = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(300) });
    const confirmedEarlier = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(200) });
    const confirmedLately = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(5) });
    const confirm = (tutor: number, days: number) =>
      t.db.query('UPDATE tutors SET last_confirmed_at = $2 WHERE id = $1', [tutor, daysAgo(days)]);
    await confirm(confirmedEarlier, 20);
    await confirm(confirmedLately, 2);
    expect(pairsOf(await propose(staff))).toEqual([[waiting, confirmedLately]]);

    // The same day of re-confirmation: the longer wait decides.
    await confirm(confirmedEarlier, 2);
    expect(pairsOf(await propose(staff))).toEqual([[waiting, confirmedEarlier]]);

    // Any re-confirmation comes before none; among those who never re-confirmed, the longest waiting.
    await t.db.query('UPDATE tutors SET last_confirmed_at = NULL WHERE id = ANY ($1::int[])', [
      [confirmedEarlier, confirmedLately],
    ]);
    expect(pairsOf(await propose(staff))).toEqual([[waiting, neverConfirmed]]);
  });

  it('proposes again without the pairs staff rejected', async () => {
    const waiting = await insertTutee(t.db, tutee);
    const preferred = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(100) });
    const next = await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(1) });
    expect(pairsOf(await propose(staff))).toEqual([[waiting, preferred]]);
    const run = await propose(staff, { excluded: [{ tutee_id: waiting, tutor_id: preferred }] });
    expect(pairsOf(run)).toEqual([[waiting, next]]);
    expect(run.stats.excluded).toBe(1);
    const none = await propose(staff, {
      excluded: [
        { tutee_id: waiting, tutor_id: preferred },
        { tutee_id: waiting, tutor_id: next },
      ],
    });
    expect(none.unplaced).toEqual([expect.objectContaining({ tutee_id: waiting, reason: 'only_former_or_barred' })]);
    await staff
      .post('/api/proposals')
      .send({ excluded: [{ tutee_id: 'x' }] })
      .expect(400);
  });

  it('accepts every pair by the rules of POST /api/matches, links the matches to the run and refuses changed pairs', async () => {
    const tutees = [];
    const tutors = [];
    for (let i = 0; i < 4; i++) {
      tutees.push(await insertTutee(t.db, { ...tutee, submittedAt: daysAgo(40 - i) }));
      tutors.push(await insertTutor(t.db, { ...mathTutor, submittedAt: daysAgo(90 - i) }));
    }
    const run = await propose(staff);
    expect(run.pairs).toHaveLength(4);
    const [kept, tuteeMatched, tutorGone, subjectChanged] = run.pairs;

    // Since the proposal: one tutee matched elsewhere, one tutor deactivated, one tutor stopped teaching the subject.
    const elsewhere = await insertTutor(t.db, mathTutor);
    await staff.post('/api/matches').send({ tutee_id: tuteeMatched!.tutee_id, tutor_id: elsewhere }).expect(201);
    await t.db.query('UPDATE tutors SET active = false WHERE id = $1', [tutorGone!.tutor_id]);
    await t.db.query("UPDATE tutors SET subjects = '{K5_Reading}' WHERE id = $1", [subjectChanged!.tutor_id]);
    const before = await matchCount(t);

    const res = await staff.post(`/api/proposals/${run.id}/accept`).send({});
    expect(res.status).toBe(200);
    const result = proposalAcceptResultSchema.parse(res.body);
    expect(result.created).toEqual([
      { match_id: expect.any(Number), tutee_id: kept!.tutee_id, tutor_id: kept!.tutor_id },
    ]);
    expect(result.refused).toEqual([
      {
        tutee_id: tuteeMatched!.tutee_id,
        tutor_id: tuteeMatched!.tutor_id,
        reason: 'This tutee is already matched with a tutor.',
      },
      {
        tutee_id: tutorGone!.tutee_id,
        tutor_id: tutorGone!.tutor_id,
        reason: 'This tutor is deactivated. Activate the tutor before matching.',
      },
      {
        tutee_id: subjectChanged!.tutee_id,
        tutor_id: subjectChanged!.tutor_id,
        reason: 'The tutor no longer teaches the tutee’s first subject at the tutee’s grade.',
      },
    ]);
    expect(await matchCount(t)).toBe(before + 1);
    const link = await t.db.query<{ proposal_run_id: number }>('SELECT proposal_run_id FROM matches WHERE id = $1', [
      result.created[0]!.match_id,
    ]);
    expect(link.rows[0]!.proposal_run_id).toBe(run.id);
    // Through createMatch, as POST /api/matches: the pair's check-ins are queued with the match.
    const checkins = await t.db.query<{ side: string }>(
      'SELECT side FROM match_checkin WHERE match_id = $1 AND outbox_id IS NOT NULL ORDER BY side',
      [result.created[0]!.match_id],
    );
    expect(checkins.rows).toEqual([{ side: 'tutee' }, { side: 'tutor' }]);
    const audits = await t.db.query<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM audit_log WHERE action IN ('proposal.accept', 'match.create') AND details ? 'proposalRunId' OR action = 'proposal.accept' ORDER BY id",
    );
    expect(audits.rows).toEqual([
      { action: 'match.create', details: { tuteeId: kept!.tutee_id, tutorId: kept!.tutor_id, proposalRunId: run.id } },
      { action: 'proposal.accept', details: { created: 1, refused: 3 } },
    ]);

    // The run shows what was accepted; accepting again matches nothing twice.
    const read = proposalRunSchema.parse((await staff.get(`/api/proposals/${run.id}`).expect(200)).body);
    expect(read.pairs.map((pair) => pair.match_id)).toEqual([result.created[0]!.match_id, null, null, null]);
    const again = proposalAcceptResultSchema.parse(
      (
        await staff
          .post(`/api/proposals/${run.id}/accept`)
          .send({ pairs: [{ tutee_id: kept!.tutee_id, tutor_id: kept!.tutor_id }] })
          .expect(200)
      ).body,
    );
    expect(again).toEqual({
      created: [],
      refused: [{ tutee_id: kept!.tutee_id, tutor_id: kept!.tutor_id, reason: 'This pair was accepted already.' }],
    });
  });

  it('accepts only the selected pairs and refuses a pair that was not proposed', async () => {
    const a = await insertTutee(t.db, tutee);
    const b = await insertTutee(t.db, tutee);
    const tutorA = await insertTutor(t.db, mathTutor);
    const tutorB = await insertTutor(t.db, mathTutor);
    const run = await propose(staff);
    const [one, two] = run.pairs;
    const res = await staff
      .post(`/api/proposals/${run.id}/accept`)
      .send({
        pairs: [
          { tutee_id: one!.tutee_id, tutor_id: one!.tutor_id },
          { tutee_id: two!.tutee_id, tutor_id: one!.tutor_id },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({
      created: [{ match_id: expect.any(Number), tutee_id: one!.tutee_id, tutor_id: one!.tutor_id }],
      refused: [
        { tutee_id: two!.tutee_id, tutor_id: one!.tutor_id, reason: 'This pair is not part of this proposal.' },
      ],
    });
    expect(new Set([a, b])).toEqual(new Set([one!.tutee_id, two!.tutee_id]));
    expect(new Set([tutorA, tutorB])).toEqual(new Set([one!.tutor_id, two!.tutor_id]));
    expect(await matchCount(t)).toBe(1);
    await staff.post('/api/proposals/999999/accept').send({}).expect(404);
    await staff.get('/api/proposals/999999').expect(404);
    await staff.post(`/api/proposals/${run.id}/accept`).send({ pairs: 'all' }).expect(400);
  });

  it("with sendEmails, queues each accepted match's tutor and family emails; without it, none", async () => {
    await insertTutee(t.db, tutee);
    await insertTutee(t.db, tutee);
    await insertTutor(t.db, mathTutor);
    await insertTutor(t.db, mathTutor);
    const run = await propose(staff);
    const [one, two] = run.pairs.map(({ tutee_id, tutor_id }) => ({ tutee_id, tutor_id }));
    const emailKinds = async (matchId: number) =>
      (
        await t.db.query<{ kind: string }>('SELECT kind FROM email_outbox WHERE match_id = $1 ORDER BY kind', [matchId])
      ).rows.map((row) => row.kind);
    const sent = await staff.post(`/api/proposals/${run.id}/accept`).send({ pairs: [one], sendEmails: true });
    expect(await emailKinds(sent.body.created[0].match_id)).toEqual(['match_family', 'match_tutor']);
    const quiet = await staff.post(`/api/proposals/${run.id}/accept`).send({ pairs: [two] });
    expect(await emailKinds(quiet.body.created[0].match_id)).toEqual([]);
  });

  it('answers 401 without a staff session and 403 before a one-time password is changed', async () => {
    const anonymous = t.agent();
    await anonymous.post('/api/proposals').send({}).expect(401);
    await anonymous.get('/api/proposals/1').expect(401);
    await anonymous.post('/api/proposals/1/accept').send({}).expect(401);
    const newcomer = await t.staffAgent('newcomer', 'coordinator');
    await t.db.query("UPDATE staff_users SET must_change_password = true WHERE username = 'newcomer'");
    await newcomer.post('/api/proposals').send({}).expect(403);
    const runs = await t.db.query('SELECT 1 FROM proposal_runs');
    expect(runs.rows).toEqual([]);
  });
});
