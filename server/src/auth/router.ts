import { Router, type Request, type RequestHandler } from 'express';
import type passport from 'passport';
import { credentialsSchema, passwordChangeSchema, registrationSchema, type StaffUserDto } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { sessionCookieName } from './session.js';
import { createLoginLimiter, createPasswordChangeLimiter, createRegisterLimiter } from './loginLimiter.js';
import type { FailedSignIn } from './passport.js';
import { recordSignIn } from './repo.js';
import { auditLockout, auditSignIn } from './signInAudit.js';
import { createUsernameThrottle } from './usernameThrottle.js';
import type { StaffUser } from './repo.js';

function toDto(user: StaffUser): StaffUserDto {
  return { id: user.id, username: user.username, role: user.role, mustChangePassword: user.mustChangePassword };
}

function signIn(req: Request, user: StaffUser): Promise<void> {
  // passport regenerates the session id here, so a planted session id is worthless (fixation).
  return new Promise((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.session.signedInAt = Date.now();
      resolve();
    }),
  );
}

export function createAuthRouter({ auth, config, db }: AppContext, passportInstance: passport.PassportStatic): Router {
  const router = Router();
  const lockedOut = (req: Request) => auditLockout(db, req, config.LOGIN_WINDOW_MINUTES * 60_000);
  const limiter = createLoginLimiter(config, db, lockedOut);
  const throttle = createUsernameThrottle(config, db, lockedOut);

  router.post(
    '/login',
    (req, _res, next) => {
      parseInput(credentialsSchema, req.body, 'Enter your username and password!');
      next();
    },
    ...limiter.limit,
    throttle.claim,
    (req, res, next) => {
      // @types/passport answers the middleware it builds as any.
      const authenticate = passportInstance.authenticate(
        'local',
        { session: false },
        (error: unknown, user: StaffUser | false, info?: FailedSignIn) => {
          if (error) return next(error);
          if (!user) {
            auditSignIn(db, req, 'auth.sign_in_failed', info?.known).then(
              () => next(unauthorized("The username and password didn't match.")),
              next,
            );
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
            .then(() => res.json(toDto(user)), next);
        },
      ) as RequestHandler;
      authenticate(req, res, next);
    },
  );

  router.post('/logout', async (req, res, next) => {
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
  });

  // A wrong current password counts as a failed sign-in would, per account: an open session is not a free guesser.
  const changeLimiter = createPasswordChangeLimiter(config, db);

  router.get('/', (req, res, next) => {
    if (!req.user) return next(unauthorized());
    res.json(toDto(req.user));
  });

  router.put('/password', changeLimiter, async (req, res) => {
    if (!req.user) throw unauthorized();
    const { currentPassword, newPassword } = parseInput(passwordChangeSchema, req.body);
    await auth.changeOwnPassword(req.user, req.sessionID, currentPassword, newPassword);
    res.json(toDto({ ...req.user, mustChangePassword: false }));
  });

  router.post('/register', createRegisterLimiter(config, db), async (req, res) => {
    const { username, password, setupCode } = parseInput(
      registrationSchema,
      req.body,
      'Choose a username and password!',
    );
    // The spec's register call has no role: an admin adding a colleague this way makes a coordinator.
    const created = await auth.register({ username, password, role: 'coordinator' }, req.user, setupCode);
    // First-run setup signs the new account in; staff adding a colleague stay themselves.
    if (!req.user) await signIn(req, created);
    res.status(201).json(toDto(created));
  });

  return router;
}
