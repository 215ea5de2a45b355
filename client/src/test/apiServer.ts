import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** A request the page sent, as the server would read it. */
export interface SentRequest {
  method: string;
  /** the path without the query, e.g. /api/matches */
  path: string;
  query: Record<string, string>;
  /** the parsed JSON body; undefined when none was sent */
  body: unknown;
}

const server = setupServer();
let sent: Promise<SentRequest>[] = [];
let unanswered: string[] = [];

async function read(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

server.events.on('request:start', ({ request }) => {
  sent.push(read(request.clone()));
});

/**
 * Answers the page's API calls at the network edge (axios's XMLHttpRequest in jsdom) for the tests of this file, with
 * these handlers before each test's own. A call no handler answers fails the test: a page that starts calling
 * something new must say what it expects back.
 */
export function serveApi(...handlers: RequestHandler[]): void {
  beforeAll(() => {
    server.listen({
      onUnhandledRequest: (request) => {
        unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      },
    });
    server.resetHandlers(...handlers);
  });
  afterEach(() => {
    server.resetHandlers(...handlers);
    sent = [];
    const missed = unanswered;
    unanswered = [];
    expect(missed, 'calls no handler answered').toEqual([]);
  });
  afterAll(() => server.close());
}

/** Answers these calls in this test only, before the file's own handlers. */
export function answerWith(...handlers: RequestHandler[]): void {
  server.use(...handlers);
}

/** The requests sent so far in this test, in order, optionally only those of one method and path. */
export async function requestsSent(method?: string, path?: string): Promise<SentRequest[]> {
  const all = await Promise.all(sent);
  return all.filter((request) => (!method || request.method === method) && (!path || request.path === path));
}
