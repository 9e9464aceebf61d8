/**
 * Password hashing (argon2id) and one-time tokens. Tokens are random and only their
 * SHA-256 is stored, so a copy of the database cannot be used to reset a password.
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * OWASP's argon2id setting (19 MiB, two passes, one lane) rather than the library's default
 * (64 MiB, three passes, four lanes), which cost a sign-in about 0.35 s of a core and 64 MB while
 * it ran: on results day sign-ins alone filled the machine (docs/decisions/0038-results-day.md).
 * A hash keeps its own parameters, so hashes made before still verify.
 */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASHING);
}

/** A malformed stored hash is a wrong password, not a server error. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for an address without an account, so the
 * answer time does not tell which addresses have accounts.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
}

export interface OneTimeToken {
  /** Goes to the user (the emailed link, the verification token); never stored. */
  token: string;
  /** Stored, and looked up by. */
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createOneTimeToken(): OneTimeToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
