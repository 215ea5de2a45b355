import type { Request } from 'express';
import {
  apiErrorSchema,
  applicantApplicationParamsSchema,
  applicantApplicationSchema,
  applicantApplicationsSchema,
  confirmEmailPageSchema,
  contactUpdatedSchema,
  contactUpdateSchemaFor,
  erasureAnswerSchema,
  linkTokenParamsSchema,
  MANAGE_LINK_ANSWER,
  manageLinkRequestSchema,
  manageLinkSentSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { unauthorized } from '../http/errors.js';
import { sendJsonText } from '../http/jsonText.js';
import { parseInput } from '../http/validate.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import type { createLinkLimiter } from '../links/limiter.js';
import { applicantSessionOf, closeApplicantSession, type ApplicantSession } from './applicantSession.js';
import {
  eraseOwn,
  exportOwn,
  listOwnApplications,
  MANAGE_MESSAGES,
  openManageLink,
  readManageLink,
  sendManageLink,
  updateContact,
  withdraw,
} from './manageService.js';

const TAG = 'Applicants';
const ONE = '/api/applications/mine/:role/:id';
const NO_SESSION = { 401: { description: 'no applicant session, or it has ended', json: apiErrorSchema } } as const;
const NOT_OWN = { 404: { description: "no application of the session's address has that id", json: apiErrorSchema } };

/**
 * "Manage my application": the link request, the link that opens a 30-minute applicant session, and what the
 * session allows on the applications of its address. The session is its own cookie, never a staff session: these
 * routes are public to the access check and ask for the applicant session themselves.
 */
export function manageRoutes(ctx: AppContext, limit: ReturnType<typeof createLinkLimiter>): ApiRoute[] {
  const session = async (req: Request): Promise<ApplicantSession> => {
    const found = await applicantSessionOf(ctx.db, ctx.config, req);
    if (!found) throw unauthorized(MANAGE_MESSAGES.noSession);
    return found;
  };
  const refOf = (req: Request) => parseInput(applicantApplicationParamsSchema, req.params, MANAGE_MESSAGES.notFound);
  const contactUpdateSchema = contactUpdateSchemaFor(ctx.config.PHONE_REGION);
  return [
    {
      method: 'POST',
      path: '/api/applications/link',
      access: 'public',
      tag: TAG,
      summary: 'Email a link to manage the applications of an address',
      description:
        'Answers 202 with the same text whether or not the address has applications. A link (valid one hour, once) ' +
        'goes to an address with applications, at most 3 an hour per address. Rate-limited per client address.',
      body: manageLinkRequestSchema,
      responses: {
        202: { description: 'the same answer for every address', json: manageLinkSentSchema },
        400: { description: 'not an email address', json: apiErrorSchema },
        429: LINK_GONE_RESPONSES[429],
      },
      middleware: [limit],
      handler: async (req, res) => {
        const { email } = parseInput(manageLinkRequestSchema, req.body);
        await sendManageLink(ctx, email);
        res.status(202).json({ message: MANAGE_LINK_ANSWER });
      },
    },
    {
      method: 'GET',
      path: '/api/applications/manage/:token',
      access: 'public',
      tag: TAG,
      summary: "A manage link's page",
      description: 'Whether the link still works, and the language to show. Changes nothing: mail scanners open links.',
      params: linkTokenParamsSchema,
      responses: { 200: { description: 'the link works', json: confirmEmailPageSchema }, ...LINK_GONE_RESPONSES },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await readManageLink(ctx, token));
      },
    },
    {
      method: 'POST',
      path: '/api/applications/manage/:token',
      access: 'public',
      tag: TAG,
      summary: 'Open an applicant session from a manage link',
      description:
        'Uses the link up and sets the applicant session cookie (30 minutes; it grants no staff route). Answers the ' +
        "applications of the link's address.",
      params: linkTokenParamsSchema,
      responses: {
        200: { description: 'the session is open', json: applicantApplicationsSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await openManageLink(ctx, token, res));
      },
    },
    {
      method: 'GET',
      path: '/api/applications/mine',
      access: 'public',
      tag: TAG,
      summary: "The applicant session's applications, with their status in plain words",
      responses: {
        200: { description: "the address's applications", json: applicantApplicationsSchema },
        ...NO_SESSION,
      },
      handler: async (req, res) => {
        res.json(await listOwnApplications(ctx, await session(req)));
      },
    },
    {
      method: 'DELETE',
      path: '/api/applications/session',
      access: 'public',
      tag: TAG,
      summary: 'End the applicant session',
      responses: { 204: { description: 'the session has ended (or there was none)' } },
      handler: async (req, res) => {
        await closeApplicantSession(ctx.db, ctx.config, req, res);
        res.status(204).end();
      },
    },
    {
      method: 'PUT',
      path: ONE,
      access: 'public',
      tag: TAG,
      summary: 'Correct the phone number or email address of an own application',
      description:
        'A changed email address is marked unconfirmed and sent a new confirmation link; the application then leaves ' +
        "this session (it no longer holds the session's address). Audited as the applicant's.",
      params: applicantApplicationParamsSchema,
      body: contactUpdateSchema,
      responses: {
        200: { description: 'the details are saved', json: contactUpdatedSchema },
        400: { description: 'a field is not valid', json: apiErrorSchema },
        ...NO_SESSION,
        ...NOT_OWN,
      },
      handler: async (req, res) => {
        const own = await session(req);
        const change = parseInput(contactUpdateSchema, req.body);
        res.json(await updateContact(ctx, own, refOf(req), change));
      },
    },
    {
      method: 'POST',
      path: `${ONE}/withdraw`,
      access: 'public',
      tag: TAG,
      summary: 'Withdraw an own application',
      description: 'Deactivated at once (it leaves the staff lists); staff see "withdrawn by the applicant".',
      params: applicantApplicationParamsSchema,
      responses: {
        200: { description: 'the application, withdrawn', json: applicantApplicationSchema },
        ...NO_SESSION,
        ...NOT_OWN,
        409: { description: 'the application is in a current match', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        res.json(await withdraw(ctx, await session(req), refOf(req)));
      },
    },
    {
      method: 'GET',
      path: `${ONE}/export`,
      access: 'public',
      tag: TAG,
      summary: 'Download the data of an own application',
      description: "The same JSON document as the staff export, audited as the applicant's.",
      params: applicantApplicationParamsSchema,
      responses: {
        200: { description: 'a JSON file to download', mediaType: 'application/json' },
        ...NO_SESSION,
        ...NOT_OWN,
      },
      handler: async (req, res) => {
        const ref = refOf(req);
        const document = await exportOwn(ctx, await session(req), ref);
        res.set('Content-Disposition', `attachment; filename="${ref.role}-${ref.id}-data.json"`);
        sendJsonText(res, JSON.stringify(document, null, 2));
      },
    },
    {
      method: 'POST',
      path: `${ONE}/erase`,
      access: 'public',
      tag: TAG,
      summary: 'Erase an own application',
      description:
        'Erased at once from every table when in no current match; otherwise the request is emailed to the ' +
        "organisation's support address (outcome requested).",
      params: applicantApplicationParamsSchema,
      responses: {
        200: { description: 'erased, or the request sent', json: erasureAnswerSchema },
        ...NO_SESSION,
        ...NOT_OWN,
        409: { description: 'a match was made meanwhile: ask again', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        res.json(await eraseOwn(ctx, await session(req), refOf(req)));
      },
    },
  ];
}
