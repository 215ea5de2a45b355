import crypto from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** undefined when the box was sealed under another key (SESSION_SECRET changed) or is damaged */
  open(sealed: string): string | undefined;
}

/**
 * Authenticator secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from SESSION_SECRET, so a copy of the
 * database alone (a backup, a dump) cannot compute anyone's codes. A changed SESSION_SECRET cannot open the old boxes:
 * those staff members set their authenticator up again (an admin removes the old one).
 */
export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', sessionSecret, '', 'tutoring totp secrets v1', 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined || rest.length > 0) return undefined;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
