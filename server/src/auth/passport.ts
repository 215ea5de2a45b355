import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../db/db.js';
import { findStaffById, type StaffUser } from './repo.js';
import type { AuthService } from './service.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends StaffUser {}
  }
}

declare module 'express-session' {
  interface SessionData {
    /** ms since epoch when the staff member signed in: the absolute session timeout counts from here */
    signedInAt?: number;
  }
}

export function createPassport(db: Db, auth: AuthService): passport.PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy((username, password, done) => {
      auth.verify(username, password).then((user) => done(null, user ?? false), done);
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((id: number, done) => {
    findStaffById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance as passport.PassportStatic;
}
