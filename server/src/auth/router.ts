import { Router, type Request } from 'express';
import type passport from 'passport';
import { credentialsSchema, registrationSchema, type StaffUserDto } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { sessionCookieName } from './session.js';
import { createLoginLimiter, createRegisterLimiter } from './loginLimiter.js';
import { createUsernameThrottle } from './usernameThrottle.js';
import type { StaffUser } from './repo.js';

function toDto(user: StaffUser): StaffUserDto {
  return { id: user.id, username: user.username };
}

function signIn(req: Request, user: StaffUser): Promise<void> {
  // passport regenerates the session id here, so a planted session id is worthless (fixation).
  return new Promise((resolve, reject) =>
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.signedInAt = Date.now();
      resolve();
    }),
  );
}

export function createAuthRouter({ auth, config, db }: AppContext, passportInstance: passport.PassportStatic): Router {
  const router = Router();
  const limiter = createLoginLimiter(config, db);
  const throttle = createUsernameThrottle(config, db);

  router.post(
    '/login',
    (req, _res, next) => {
      parseInput(credentialsSchema, req.body, 'Enter your username and password!');
      next();
    },
    ...limiter.limit,
    throttle.claim,
    (req, res, next) => {
      passportInstance.authenticate('local', { session: false }, (error: unknown, user: StaffUser | false) => {
        if (error) return next(error);
        if (!user) return next(unauthorized("The username and password didn't match."));
        signIn(req, user)
          .then(() => Promise.all([limiter.reset(req), throttle.reset(req)]))
          .then(() => res.json(toDto(user)), next);
      })(req, res, next);
    },
  );

  router.post('/logout', (req, res, next) => {
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        // The clearing cookie needs the same attributes, or a browser refuses a __Host- one.
        res.clearCookie(sessionCookieName(config.COOKIE_SECURE), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE });
        res.status(204).end();
      });
    });
  });

  router.get('/', (req, res, next) => {
    if (!req.user) return next(unauthorized());
    res.json(toDto(req.user));
  });

  router.post('/register', createRegisterLimiter(config, db), async (req, res) => {
    const { username, password, setupCode } = parseInput(registrationSchema, req.body, 'Choose a username and password!');
    const created = await auth.register(username, password, req.user, setupCode);
    // First-run setup signs the new account in; staff adding a colleague stay themselves.
    if (!req.user) await signIn(req, created);
    res.status(201).json(toDto(created));
  });

  return router;
}
