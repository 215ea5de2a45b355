import type { RequestHandler } from 'express';
import { linkTokenParamsSchema } from '@tutoring/common';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult, type LinkResult } from './answers.js';

/** One public endpoint of an emailed link: what it says in the API reference and what it does with the token. */
interface LinkEndpoint {
  path: string;
  tag: string;
  summary: string;
  /** what it answers or does, before the sentences every link endpoint shares */
  description: string;
  /** the 200 answer */
  answered: { description: string; json: z.ZodType };
  run(db: Db, token: string): Promise<LinkResult<unknown>>;
}

function linkRoute(method: 'GET' | 'POST', db: Db, limit: RequestHandler, endpoint: LinkEndpoint): ApiRoute {
  return {
    method,
    path: endpoint.path,
    access: 'public',
    tag: endpoint.tag,
    summary: endpoint.summary,
    description: `${endpoint.description}${method === 'GET' ? ' Changes nothing: mail scanners open links.' : ''} Rate-limited per address.`,
    params: linkTokenParamsSchema,
    responses: { 200: endpoint.answered, ...LINK_GONE_RESPONSES },
    middleware: [limit],
    handler: async (req, res) => {
      const token = linkTokenOf(req.params);
      sendLinkResult(res, token === null ? EXPIRED_LINK : await endpoint.run(db, token));
    },
  };
}

/** The GET behind a link's page: whether the link still works and what the page needs to ask. */
export const linkPageRoute = (db: Db, limit: RequestHandler, endpoint: LinkEndpoint): ApiRoute =>
  linkRoute('GET', db, limit, endpoint);

/** The POST of a page with one button and no answer to send: does what the link is for and uses it up. */
export const linkButtonRoute = (db: Db, limit: RequestHandler, endpoint: LinkEndpoint): ApiRoute =>
  linkRoute('POST', db, limit, endpoint);
