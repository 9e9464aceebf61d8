/**
 * Secrets HEMIS must read back (a user's one-time-code secret, an identity provider's client
 * secret) are kept encrypted in the database: AES-256-GCM under a key derived from JWT_SECRET,
 * so a copy of the database alone (a backup, a replica) does not give them away. The stored
 * text is "v1.<iv>.<tag>.<ciphertext>", base64url; a changed JWT_SECRET makes them unreadable
 * (users enrol again, providers are given their secret again), and opening says so.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'hemis', 'stored secrets v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret, or undefined when it was sealed under another key or is not sealed text. */
  open(stored: string): string | undefined {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
