import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, type MfaAnswer, type PasskeyDto, type passkeyRegistrationSchema } from '@tutoring/common';
import type { Request } from 'express';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/db.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { StaffUser } from '../repo.js';
import { findPasskeys, insertPasskey, listPasskeys, usePasskey } from './repo.js';

const CHALLENGE_MS = 5 * 60_000;

// Loaded on the first passkey request: its certificate parsers are a quarter of a second of every server's start, and
// most servers never see a passkey.
let webauthnLibrary: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (webauthnLibrary ??= import('@simplewebauthn/server'));

type Purpose = 'register' | 'authenticate';
type PasskeyAssertion = Extract<MfaAnswer, { passkey: unknown }>['passkey'];

declare module 'express-session' {
  interface SessionData {
    /** the WebAuthn challenge this session was last given, for one create or get, for a few minutes */
    webauthnChallenge?: { challenge: string; purpose: Purpose; until: number };
  }
}

/**
 * The relying party is the site the page was loaded from: its host names the passkeys (their RP ID) and its origin
 * is what the browser signs. Requests reach here only through the same-origin check (server/src/http/sameOrigin.ts),
 * and a passkey made for one host never verifies for another.
 */
function relyingParty(req: Request): { rpID: string; origin: string } {
  return { rpID: req.hostname, origin: `${req.protocol}://${req.get('host') ?? req.hostname}` };
}

/** Takes the session's challenge for this purpose: each challenge answers one create or get. */
function takeChallenge(req: Request, purpose: Purpose): string {
  const stored = req.session.webauthnChallenge;
  delete req.session.webauthnChallenge;
  if (!stored || stored.purpose !== purpose || stored.until < Date.now())
    throw badRequest(PASSKEY_MESSAGES.noChallenge);
  return stored.challenge;
}

const rememberChallenge = (req: Request, challenge: string, purpose: Purpose) => {
  req.session.webauthnChallenge = { challenge, purpose, until: Date.now() + CHALLENGE_MS };
};

export interface Passkeys {
  registrationOptions(req: Request, user: StaffUser): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** verifies and stores the new passkey (400 when it does not verify) */
  register(req: Request, user: StaffUser, input: z.infer<typeof passkeyRegistrationSchema>): Promise<PasskeyDto>;
  /** options for the sign-in's second step, for this account's passkeys */
  authenticationOptions(req: Request, staffUserId: number): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** whether the assertion is a valid, fresh one of this account's passkeys */
  verify(req: Request, staffUserId: number, assertion: PasskeyAssertion): Promise<boolean>;
  list(staffUserId: number): Promise<PasskeyDto[]>;
}

/** Passkeys (WebAuthn) as a second factor, through @simplewebauthn/server. */
export function createPasskeys(config: Config, db: Db): Passkeys {
  return {
    async registrationOptions(req, user) {
      const existing = await findPasskeys(db, user.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: config.ORG_NAME,
        rpID: relyingParty(req).rpID,
        userName: user.username,
        // An opaque handle, not the username: authenticators may show or sync it.
        userID: new TextEncoder().encode(`staff-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
      });
      rememberChallenge(req, options.challenge, 'register');
      return options;
    },

    async register(req, user, input) {
      const { rpID, origin } = relyingParty(req);
      const expectedChallenge = takeChallenge(req, 'register');
      const { verifyRegistrationResponse } = await webauthn();
      const result = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
      }).catch(() => undefined);
      if (!result?.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
      const { credential } = result.registrationInfo;
      const name = input.name || 'Passkey';
      const stored = await insertPasskey(db, user.id, {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      if (!stored) throw conflict(PASSKEY_MESSAGES.notVerified);
      const added = (await listPasskeys(db, user.id)).find((passkey) => passkey.id === credential.id);
      if (!added) throw conflict(PASSKEY_MESSAGES.notVerified);
      return added;
    },

    async authenticationOptions(req, staffUserId) {
      const existing = await findPasskeys(db, staffUserId);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(req).rpID,
        allowCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        userVerification: 'preferred',
      });
      rememberChallenge(req, options.challenge, 'authenticate');
      return options;
    },

    async verify(req, staffUserId, assertion) {
      const { rpID, origin } = relyingParty(req);
      const expectedChallenge = takeChallenge(req, 'authenticate');
      const stored = (await findPasskeys(db, staffUserId)).find((passkey) => passkey.id === assertion.id);
      if (!stored) return false;
      const { verifyAuthenticationResponse } = await webauthn();
      const result = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: stored.id,
          publicKey: Buffer.from(stored.publicKey, 'base64url'),
          counter: stored.counter,
          transports: stored.transports,
        },
      }).catch(() => undefined);
      if (!result?.verified) return false;
      return usePasskey(db, staffUserId, stored.id, result.authenticationInfo.newCounter);
    },

    list: (staffUserId) => listPasskeys(db, staffUserId),
  };
}
