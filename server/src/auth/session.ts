import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { DbSessionStore } from './sessionStore.js';

/**
 * The session cookie's name. Behind TLS it carries the __Host- prefix (ASVS 3.4.4): browsers then accept it only
 * when Secure, for Path=/ and without a Domain, so no other site on a parent domain can set or overwrite it.
 * Switching COOKIE_SECURE on signs staff out once.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-tutoring.sid' : 'tutoring.sid';
}

export function createSessionMiddleware(config: Config, db: Db): { middleware: RequestHandler; store: DbSessionStore } {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const store = new DbSessionStore(db, idleMs);
  const middleware = session({
    name: sessionCookieName(config.COOKIE_SECURE),
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Every request from a signed-in user pushes the idle deadline forward.
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge: idleMs },
  });
  return { middleware, store };
}

/** Ends a session older than SESSION_MAX_HOURS however active it has been. */
export function absoluteTimeout(config: Config): RequestHandler {
  const maxMs = config.SESSION_MAX_HOURS * 3_600_000;
  return (req, _res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (signedInAt === undefined || Date.now() - signedInAt <= maxMs) return next();
    // regenerate, not destroy: the old session is deleted from the store and the request goes on
    // signed out with a fresh empty session (passport cannot read a destroyed one).
    req.session.regenerate((error) => next(error));
  };
}
