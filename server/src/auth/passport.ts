import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy, type IVerifyOptions } from 'passport-local';
import type { Db } from '../db/db.js';
import { findActiveStaffById, type StaffUser } from './repo.js';
import type { AuthService } from './service.js';
import type { StaffMfaPolicy } from '../config.js';
import { secondFactorRequired } from './mfa/policy.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares its request user in this global namespace; merging into it is the only way to type req.user
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface (not a type alias) is what declaration merging needs, and SignedInStaff is all it holds
    interface User extends SignedInStaff {}
  }
}

declare module 'express-session' {
  interface SessionData {
    /** ms since epoch when the staff member signed in: the absolute session timeout counts from here */
    signedInAt?: number;
    /** the browser it signed in with ("Chrome on Android"), for the staff member's list of their sessions */
    browser?: string | null;
    /** the address it signed in from, for the same list */
    address?: string | null;
    /** the password was right and a second factor is due: POST /api/user/login/mfa may complete the sign-in */
    mfaPending?: { staffUserId: number; username: string; until: number };
  }
}

/** What a failed sign-in passes on to the login route: the account it was for, if any, for the audit row. */
export interface FailedSignIn extends IVerifyOptions {
  known?: number;
  /** the right one-time password, past ONE_TIME_PASSWORD_HOURS */
  oneTimeExpired?: boolean;
}

/** A signed-in staff member as each request sees them: the account, and what STAFF_MFA makes of it. */
export interface SignedInStaff extends StaffUser {
  /** STAFF_MFA asks for a second factor and the account has none: every call but setting one up answers 403 */
  mustEnrolSecondFactor: boolean;
}

export function signedInStaff(user: StaffUser, policy: StaffMfaPolicy): SignedInStaff {
  return { ...user, mustEnrolSecondFactor: !user.hasSecondFactor && secondFactorRequired(policy, user.role) };
}

/** The staff member a session's own read found (DbSessionStore.takeStaff). */
export interface SessionStaff {
  takeStaff(sid: string, id: number): StaffUser | undefined;
}

export function createPassport(
  db: Db,
  auth: AuthService,
  policy: StaffMfaPolicy,
  sessions: SessionStaff,
): passport.PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy((username, password, done) => {
      auth.verify(username, password).then(({ user, known, oneTimeExpired }) => {
        const info: FailedSignIn = { message: "The username and password didn't match.", known, oneTimeExpired };
        done(null, user ? signedInStaff(user, policy) : false, info);
      }, done);
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  // Read afresh at every request, with the session itself when it can be: a role change or a deactivation takes
  // effect on the next call.
  instance.deserializeUser<number, Request>((req, id, done) => {
    const read = sessions.takeStaff(req.sessionID, id);
    if (read) {
      done(null, signedInStaff(read, policy));
      return;
    }
    findActiveStaffById(db, id).then((user) => done(null, user ? signedInStaff(user, policy) : false), done);
  });
  return instance as passport.PassportStatic;
}
