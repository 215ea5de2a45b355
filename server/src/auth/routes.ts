import type { Request, RequestHandler } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import {
  apiErrorSchema,
  credentialsSchema,
  MFA_MESSAGES,
  mfaAnswerSchema,
  mfaChallengeSchema,
  webauthnOptionsSchema,
  type MfaChallengeDto,
  ONE_TIME_PASSWORD_HOURS,
  passwordChangeSchema,
  registrationSchema,
  staffUserSchema,
  type StaffUserDto,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { clientAddress } from '../http/clientAddress.js';
import { parseInput } from '../http/validate.js';
import { browserLabel } from './browserLabel.js';
import { sessionCookieName } from './session.js';
import { createSignInDevices } from './deviceCookie.js';
import { createLoginLimiter, createPasswordChangeLimiter, createRegisterLimiter } from './loginLimiter.js';
import { signedInStaff, type FailedSignIn, type SignedInStaff } from './passport.js';
import { findActiveStaffById, recordSignIn } from './service.js';
import { createMfaCodeLimiter } from './mfa/limiter.js';
import { staffMfaPolicy } from './mfa/policy.js';
import { createSecondFactors } from './mfa/service.js';
import { typedUsername } from './typedUsername.js';
import { auditLockout, auditSignIn } from './signInAudit.js';
import { createSignInKeys } from './signInKeys.js';
import { createUsernameThrottle } from './usernameThrottle.js';
import type { StaffUser } from './service.js';

/** The member as the client stores them; the set-up flag only when set, so other answers stay as they always were. */
function toDto(user: SignedInStaff): StaffUserDto {
  const { id, username, role, mustChangePassword, mustEnrolSecondFactor } = user;
  return { id, username, role, mustChangePassword, ...(mustEnrolSecondFactor ? { mustEnrolSecondFactor } : {}) };
}

/** How long a right password waits for its second factor. */
const MFA_PENDING_MS = 5 * 60_000;

/**
 * The password was right and a second factor is due: a fresh session (fixation) that is not signed in, only holding
 * whose code POST /api/user/login/mfa may take, for a few minutes.
 */
function awaitSecondFactor(req: Request, user: StaffUser): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.session.mfaPending = {
        staffUserId: user.id,
        username: typedUsername(req),
        until: Date.now() + MFA_PENDING_MS,
      };
      resolve();
    }),
  );
}

function signIn(req: Request, user: SignedInStaff): Promise<void> {
  // passport regenerates the session id here, so a planted session id is worthless (fixation).
  return new Promise((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.session.signedInAt = Date.now();
      req.session.browser = browserLabel(req.get('user-agent'));
      req.session.address = clientAddress(req) ?? null;
      resolve();
    }),
  );
}

const TAG = 'Staff account';
export const ONE_TIME_PASSWORD_EXPIRED = `This one-time password has expired: they sign in for ${ONE_TIME_PASSWORD_HOURS} hours only. Ask an admin for a new one.`;

/** /api/user: sign-in, sign-out, who is signed in, the own password change, and adding staff the original client's way. */
export function authRoutes({ auth, config, db }: AppContext, passportInstance: passport.PassportStatic): ApiRoute[] {
  const policy = staffMfaPolicy(config);
  const secondFactors = createSecondFactors(config, db);
  const lockedOut = (req: Request) => auditLockout(db, req, config.LOGIN_WINDOW_MINUTES * 60_000);
  const devices = createSignInDevices(config);
  const keysOf = createSignInKeys(config, devices);
  const limiter = createLoginLimiter(config, db, keysOf, lockedOut);
  const throttle = createUsernameThrottle(config, db, keysOf, lockedOut);

  const authenticate: RequestHandler = (req, res, next) => {
    // @types/passport answers the middleware it builds as any.
    const run = passportInstance.authenticate(
      'local',
      { session: false },
      (error: unknown, user: SignedInStaff | false, info?: FailedSignIn) => {
        if (error) return next(error);
        if (!user) {
          auditSignIn(db, req, 'auth.sign_in_failed', info?.known).then(
            () =>
              next(
                info?.oneTimeExpired
                  ? forbidden(ONE_TIME_PASSWORD_EXPIRED)
                  : unauthorized("The username and password didn't match."),
              ),
            next,
          );
          return;
        }
        // The password was right: its limits start afresh whether or not a second factor follows.
        if (user.hasSecondFactor) {
          awaitSecondFactor(req, user)
            .then(() => Promise.all([limiter.reset(req), throttle.reset(req), secondFactors.methodsOf(user.id)]))
            .then(([, , methods]) => res.json({ mfaRequired: true, methods } satisfies MfaChallengeDto), next);
          return;
        }
        signIn(req, user)
          .then(() =>
            Promise.all([
              limiter.reset(req),
              throttle.reset(req),
              recordSignIn(db, user.id),
              auditSignIn(db, req, 'auth.sign_in', user.id),
            ]),
          )
          .then(() => {
            devices.remember(req, res, user.id);
            res.json(toDto(user));
          }, next);
      },
    ) as RequestHandler;
    run(req, res, next);
  };

  /** The sign-in this session waits to complete with a second factor (401 when none, or it timed out). */
  const pendingSignIn = async (req: Request) => {
    const pending = req.session.mfaPending;
    const account =
      pending && pending.until > Date.now() ? await findActiveStaffById(db, pending.staffUserId) : undefined;
    if (!pending || !account) throw unauthorized(MFA_MESSAGES.noPendingSignIn);
    return { pending, account };
  };

  return [
    {
      method: 'POST',
      path: '/api/user/login',
      access: 'public',
      tag: TAG,
      summary: 'Sign in; sets the session cookie',
      body: credentialsSchema,
      responses: {
        200: {
          description:
            'signed in; or, for an account with a second factor, `mfaRequired`: not signed in until POST /api/user/login/mfa',
          json: z.union([staffUserSchema, mfaChallengeSchema]),
        },
        401: { description: "the username and password didn't match", json: apiErrorSchema },
        403: {
          description: `the right one-time password, set by an admin more than ${ONE_TIME_PASSWORD_HOURS} hours ago`,
          json: apiErrorSchema,
        },
        429: {
          description: 'too many attempts for this username or address; Retry-After says when to try again',
          json: apiErrorSchema,
        },
      },
      middleware: [
        (req, _res, next) => {
          parseInput(credentialsSchema, req.body, 'Enter your username and password!');
          next();
        },
        ...limiter.limit,
        throttle.claim,
      ],
      handler: authenticate,
    },
    {
      method: 'POST',
      path: '/api/user/login/mfa',
      access: 'public',
      tag: TAG,
      summary: 'Complete a sign-in with a second factor',
      description:
        'After POST /api/user/login answered `mfaRequired`, in the same session, within 5 minutes: `code`, from the ' +
        'authenticator app (each works once) or an unused recovery code; or `passkey`, the answer of ' +
        'navigator.credentials.get() to the options of POST /api/user/login/mfa/passkey.',
      body: mfaAnswerSchema,
      responses: {
        200: { description: 'signed in', json: staffUserSchema },
        400: {
          description: 'no code or passkey answer was sent, or no passkey options were asked for first',
          json: apiErrorSchema,
        },
        401: {
          description: 'the code is wrong or used already, or no sign-in is waiting for one (the message says which)',
          json: apiErrorSchema,
        },
        429: { description: 'too many wrong codes; Retry-After says when to try again', json: apiErrorSchema },
      },
      middleware: [createMfaCodeLimiter(config, db)],
      handler: async (req, res) => {
        const answer = parseInput(mfaAnswerSchema, req.body, MFA_MESSAGES.enterCode);
        const { pending, account } = await pendingSignIn(req);
        const method = await secondFactors.verify(req, account.id, answer);
        if (!method) {
          await auditSignIn(db, req, 'auth.mfa_failed', account.id);
          throw unauthorized(MFA_MESSAGES.wrongCode);
        }
        const user = signedInStaff(account, policy);
        await signIn(req, user);
        await Promise.all([recordSignIn(db, user.id), auditSignIn(db, req, 'auth.sign_in', user.id, { method })]);
        devices.remember(req, res, user.id, pending.username);
        res.json(toDto(user));
      },
    },
    {
      method: 'POST',
      path: '/api/user/login/mfa/passkey',
      access: 'public',
      tag: TAG,
      summary: "Options for signing in with one of the account's passkeys",
      description:
        'After POST /api/user/login answered `mfaRequired` with `passkey` among its methods: the options for ' +
        'navigator.credentials.get(), whose answer POST /api/user/login/mfa then takes as `passkey`.',
      responses: {
        200: { description: 'the WebAuthn request options', json: webauthnOptionsSchema },
        401: { description: 'no sign-in is waiting for a second factor', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { account } = await pendingSignIn(req);
        res.json(await secondFactors.passkeys.authenticationOptions(req, account.id));
      },
    },
    {
      method: 'POST',
      path: '/api/user/logout',
      access: 'public',
      tag: TAG,
      summary: 'Sign out; ends the session',
      responses: { 204: { description: 'signed out' } },
      handler: async (req, res, next) => {
        if (req.user) await auditSignIn(db, req, 'auth.sign_out', req.user.id);
        req.logout((logoutError) => {
          if (logoutError) return next(logoutError);
          req.session.destroy((destroyError) => {
            if (destroyError) return next(destroyError);
            // The clearing cookie needs the same attributes, or a browser refuses a __Host- one.
            res.clearCookie(sessionCookieName(config.COOKIE_SECURE), {
              path: '/',
              httpOnly: true,
              sameSite: 'lax',
              secure: config.COOKIE_SECURE,
            });
            res.status(204).end();
          });
        });
      },
    },
    {
      method: 'GET',
      path: '/api/user',
      // Answers 401 itself when signed out; a one-time password must be able to learn that it is one.
      access: 'public',
      tag: TAG,
      summary: 'Who is signed in',
      responses: {
        200: { description: 'the signed-in staff member', json: staffUserSchema },
        401: { description: 'nobody is signed in', json: apiErrorSchema },
      },
      handler: (req, res, next) => {
        if (!req.user) return next(unauthorized());
        res.json(toDto(req.user));
      },
    },
    {
      method: 'PUT',
      path: '/api/user/password',
      // Any staff member, also one whose one-time password this call replaces.
      access: 'signedIn',
      tag: TAG,
      summary: 'Change your own password',
      description: 'Needs the current password; every other session of the account ends.',
      body: passwordChangeSchema,
      responses: {
        200: { description: 'the signed-in staff member, no longer on a one-time password', json: staffUserSchema },
        400: {
          description: 'the current password is wrong or the new one breaks the rules (the message says why)',
          json: apiErrorSchema,
        },
        429: {
          description: 'too many wrong current passwords; Retry-After says when to try again',
          json: apiErrorSchema,
        },
      },
      // A wrong current password counts as a failed sign-in would, per account: an open session is not a free guesser.
      middleware: [createPasswordChangeLimiter(config, db)],
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const { currentPassword, newPassword } = parseInput(passwordChangeSchema, req.body);
        await auth.changeOwnPassword(req.user, req.sessionID, currentPassword, newPassword);
        res.json(toDto({ ...req.user, mustChangePassword: false }));
      },
    },
    {
      method: 'POST',
      path: '/api/user/register',
      // Signed out, only the first-run setup (the service checks that no staff exist and the setup code); signed
      // in, an admin who has changed any one-time password, as on the other admin routes.
      access: 'setupOrAdmin',
      tag: TAG,
      summary: 'Create a staff account',
      description:
        'While no staff account exists, anyone with the setup code the server logs at start (first-run setup: the account is an admin and is signed in); after that only a signed-in admin.',
      body: registrationSchema,
      responses: {
        201: { description: 'the new account', json: staffUserSchema },
        403: {
          description:
            'not signed in and not first-run setup, a wrong setup code, a role other than admin, a one-time password not yet changed, or sent from another site',
          json: apiErrorSchema,
        },
        409: { description: 'the username is taken', json: apiErrorSchema },
      },
      middleware: [createRegisterLimiter(config, db)],
      handler: async (req, res) => {
        const { username, password, setupCode } = parseInput(
          registrationSchema,
          req.body,
          'Choose a username and password!',
        );
        // The original client's register call has no role: an admin adding a colleague this way makes a coordinator.
        const created = signedInStaff(
          await auth.register({ username, password, role: 'coordinator' }, req.user, setupCode),
          policy,
        );
        // First-run setup signs the new account in; staff adding a colleague stay themselves.
        if (!req.user) await signIn(req, created);
        res.status(201).json(toDto(created));
      },
    },
  ];
}
