import {
  MFA_MESSAGES,
  PASSKEY_MESSAGES,
  type MfaAnswer,
  type MfaMethod,
  type MfaStatusDto,
  type PasskeyDto,
  type passkeyRegistrationSchema,
} from '@tutoring/common';
import type { z } from 'zod';
import type { Request } from 'express';
import { recordAudit } from '../../audit/service.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/db.js';
import { clientAddress } from '../../http/clientAddress.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { StaffUser } from '../repo.js';
import { secondFactorRequired, staffMfaPolicy } from './policy.js';
import { createRecoveryCodes } from './recoveryCodes.js';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deletePasskey,
  findPasskeys,
  findTotp,
  removeSecondFactors,
  replaceRecoveryCodes,
  startTotp,
  useRecoveryCode,
} from './repo.js';
import { createPasskeys, type Passkeys } from './passkeys.js';
import { createSecretBox } from './secretBox.js';
import { looksLikeTotp, newTotpSecret, totpDigits, totpStepOf, totpUrl } from './totp.js';

export interface SecondFactors {
  /** a new authenticator secret to confirm; 409 while a confirmed one exists */
  startTotp(user: StaffUser): Promise<{ secret: string; otpauthUrl: string }>;
  /** the first right code confirms the authenticator; answers the recovery codes (400 for a wrong code) */
  confirmTotp(user: StaffUser, code: string): Promise<string[]>;
  /** the method a sign-in's answer used, or undefined for a wrong (or already used) code or passkey answer */
  verify(req: Request, staffUserId: number, answer: MfaAnswer): Promise<MfaMethod | undefined>;
  /** what the sign-in's second step can take for this account */
  methodsOf(staffUserId: number): Promise<MfaMethod[]>;
  /** the passkey ceremonies (options for the browser, verification) */
  readonly passkeys: Passkeys;
  /** stores a verified new passkey, audited; recovery codes with it when the account has none left */
  addPasskey(
    req: Request,
    user: StaffUser,
    input: z.infer<typeof passkeyRegistrationSchema>,
  ): Promise<{ passkey: PasskeyDto; recoveryCodes: string[] }>;
  /** removes one of the member's own passkeys, audited (404 when none has that id) */
  removePasskey(req: Request, user: StaffUser, id: string): Promise<void>;
  status(user: StaffUser): Promise<MfaStatusDto>;
  /** removes every factor, audited as the owner's own removal or an admin's reset; answers whether there was one */
  remove(req: Request, staffUserId: number, actorId: number): Promise<boolean>;
}

/** Staff members' second factors: an authenticator app (TOTP, RFC 6238) and single-use recovery codes. */
export function createSecondFactors(config: Config, db: Db): SecondFactors {
  const box = createSecretBox(config.SESSION_SECRET);
  const recovery = createRecoveryCodes(config.SESSION_SECRET);
  const policy = staffMfaPolicy(config);
  const passkeys = createPasskeys(config, db);

  const stepOf = async (staffUserId: number, code: string, confirmed: boolean) => {
    const row = await findTotp(db, staffUserId);
    if (!row || row.confirmed !== confirmed || !looksLikeTotp(code)) return undefined;
    const secret = box.open(row.secretBox);
    return secret === undefined ? undefined : totpStepOf(secret, totpDigits(code));
  };

  return {
    async startTotp(user) {
      const secret = newTotpSecret();
      if (!(await startTotp(db, user.id, box.seal(secret)))) throw conflict(MFA_MESSAGES.alreadyEnrolled);
      return { secret, otpauthUrl: totpUrl(secret, config.ORG_NAME, user.username) };
    },

    async confirmTotp(user, code) {
      const row = await findTotp(db, user.id);
      if (!row) throw conflict(MFA_MESSAGES.noEnrolment);
      if (row.confirmed) throw conflict(MFA_MESSAGES.alreadyEnrolled);
      const step = await stepOf(user.id, code, false);
      const wrong = badRequest(MFA_MESSAGES.wrongCode, { code: [MFA_MESSAGES.wrongCode] });
      if (step === undefined) throw wrong;
      const { codes, hashes } = recovery.generate();
      await db.transaction(async (tx) => {
        if (!(await claimTotpStep(tx, user.id, step, true))) throw wrong;
        await replaceRecoveryCodes(tx, user.id, hashes);
        await recordAudit(tx, {
          staffUserId: user.id,
          action: 'staff.mfa_enrol',
          entity: 'staff_user',
          entityId: user.id,
          details: { method: 'totp' },
        });
      });
      return codes;
    },

    passkeys,

    async methodsOf(staffUserId) {
      const totp = (await findTotp(db, staffUserId))?.confirmed ?? false;
      const hasPasskeys = (await findPasskeys(db, staffUserId)).length > 0;
      return [...(totp ? ['totp' as const] : []), ...(hasPasskeys ? ['passkey' as const] : []), 'recovery'];
    },

    async addPasskey(req, user, input) {
      const passkey = await passkeys.register(req, user, input);
      return db.transaction(async (tx) => {
        const fresh = (await countUnusedRecoveryCodes(tx, user.id)) === 0 ? recovery.generate() : undefined;
        if (fresh) await replaceRecoveryCodes(tx, user.id, fresh.hashes);
        await recordAudit(tx, {
          staffUserId: user.id,
          action: 'staff.mfa_enrol',
          entity: 'staff_user',
          entityId: user.id,
          details: { method: 'passkey' },
        });
        return { passkey, recoveryCodes: fresh?.codes ?? [] };
      });
    },

    async removePasskey(req, user, id) {
      await db.transaction(async (tx) => {
        if (!(await deletePasskey(tx, user.id, id))) throw notFound(PASSKEY_MESSAGES.notFound);
        await recordAudit(tx, {
          staffUserId: user.id,
          action: 'staff.mfa_remove',
          entity: 'staff_user',
          entityId: user.id,
          details: { ip: clientAddress(req) ?? null, method: 'passkey' },
        });
      });
    },

    async verify(req, staffUserId, answer) {
      if ('passkey' in answer) return (await passkeys.verify(req, staffUserId, answer.passkey)) ? 'passkey' : undefined;
      const { code } = answer;
      if (looksLikeTotp(code)) {
        const step = await stepOf(staffUserId, code, true);
        return step !== undefined && (await claimTotpStep(db, staffUserId, step, false)) ? 'totp' : undefined;
      }
      return (await useRecoveryCode(db, staffUserId, recovery.hashOf(code))) ? 'recovery' : undefined;
    },

    async status(user) {
      const row = await findTotp(db, user.id);
      return {
        totp: row?.confirmed ?? false,
        passkeys: (await findPasskeys(db, user.id)).length,
        recoveryCodesLeft: await countUnusedRecoveryCodes(db, user.id),
        required: secondFactorRequired(policy, user.role),
      };
    },

    async remove(req, staffUserId, actorId) {
      return db.transaction(async (tx) => {
        const had = await removeSecondFactors(tx, staffUserId);
        // Removing nothing of one's own is no event; an admin's reset is, whatever it found.
        if (!had && actorId === staffUserId) return false;
        await recordAudit(tx, {
          staffUserId: actorId,
          action: actorId === staffUserId ? 'staff.mfa_remove' : 'staff.mfa_reset',
          entity: 'staff_user',
          entityId: staffUserId,
          details: { ip: clientAddress(req) ?? null, had },
        });
        return had;
      });
    },
  };
}
