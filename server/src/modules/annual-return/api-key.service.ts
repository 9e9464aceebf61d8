/**
 * A university's keys to the submission API (issue #31): created by its UniAdmin, shown once,
 * kept only as a hash, revoked (never deleted, so the batches sent with a key still name it).
 * A key reads `hemis_<8 characters>_<43 characters>`: the first part is its prefix, kept in
 * clear to find the key and to tell keys apart on screen; the rest is 32 random bytes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  RETURN_MESSAGES as M,
  type ApiKey,
  type CreateApiKeyBody,
  type FieldIssue,
  type Scope,
} from '@hemis/contracts';
import type { Db, Prisma, PrismaClient } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { auditWrite } from '../../lib/records.ts';
import { uniqueViolationFields } from '../../lib/prisma-errors.ts';
import { assertInScope, scopeWhere, type ScopeFields } from '../../lib/scope.ts';

const ENTITY = 'UniversityApiKey';
const KEY_START = 'hemis_';
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_LENGTH = 8;
const SECRET_BYTES = 32;
/** A key as it is handed out: its prefix, then its secret (base64url: letters, digits, - and _). */
const KEY_FORMAT = new RegExp(`^(${KEY_START}[a-z0-9]{${PREFIX_LENGTH}})_([A-Za-z0-9_-]{43})$`);
/** A new key whose random prefix another key already has is drawn again, at most this many times. */
const PREFIX_DRAWS = 5;

/**
 * The hash a key is kept as. SHA-256, not a password hash (bcrypt, scrypt): a password needs a
 * slow hash because people choose guessable ones, and slowness is what makes trying the
 * guessable ones against a stolen hash expensive. A key is 256 random bits nobody chose, so no
 * list of likely keys exists and a fast hash of it is as hard to reverse as a slow one, while
 * every request of the API stays cheap to authenticate.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function randomPrefix(): string {
  // 36 does not divide 256 evenly; the draw's slight bias toward some characters matters not
  // for a prefix, which is not secret (the secret is the base64url part).
  const bytes = randomBytes(PREFIX_LENGTH);
  return KEY_START + Array.from(bytes, (byte) => PREFIX_ALPHABET[byte % PREFIX_ALPHABET.length]).join('');
}

/** A new key: what is shown once, and what is kept. */
export function generateApiKey(): { key: string; prefix: string; secretHash: string } {
  const prefix = randomPrefix();
  const key = `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, secretHash: hashApiKey(key) };
}

const KEY_SELECT = {
  id: true,
  universityId: true,
  name: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

type KeyRow = {
  id: number;
  universityId: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

async function keyViews(db: Db, rows: KeyRow[]): Promise<ApiKey[]> {
  const universities = await db.university.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.universityId))] } },
    select: { id: true, name: true },
  });
  const names = new Map(universities.map((university) => [university.id, university.name]));
  return rows.map((row) => ({
    id: row.id,
    universityId: row.universityId,
    universityName: names.get(row.universityId) ?? '',
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

const KEY_SCOPE: ScopeFields<Prisma.UniversityApiKeyWhereInput> = { universityField: 'universityId' };

/** The keys of the caller's university, newest first, revoked ones included; never a secret or its hash. */
export async function listApiKeys(context: ReadContext): Promise<ApiKey[]> {
  const rows = await context.prisma.universityApiKey.findMany({
    where: scopeWhere<Prisma.UniversityApiKeyWhereInput>(context.scope, KEY_SCOPE),
    select: KEY_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return keyViews(context.prisma, rows);
}

/** The university a new key is for: the caller's own, or one of the caller's scope they name. */
async function universityOfNewKey(context: WriteContext, body: CreateApiKeyBody): Promise<number> {
  const named = body.universityId ? body.universityId : undefined;
  const universityId = named ?? context.actor.universityId ?? undefined;
  if (universityId === undefined) {
    const issue: FieldIssue = { field: 'body.universityId', message: 'Choose the university' };
    throw AppError.validation([issue]);
  }
  assertInScope(context.scope, { universityId }, 'University');
  const university = await context.prisma.university.findUnique({ where: { id: universityId }, select: { id: true } });
  if (!university) throw AppError.notFound('University');
  return universityId;
}

/** Creates a key and answers it with its secret: the only time the secret is shown. */
export async function createApiKey(context: WriteContext, body: CreateApiKeyBody): Promise<ApiKey & { key: string }> {
  const universityId = await universityOfNewKey(context, body);
  for (let draw = 1; ; draw += 1) {
    const { key, prefix, secretHash } = generateApiKey();
    try {
      return await context.prisma.$transaction(async (db) => {
        const created = await db.universityApiKey.create({
          data: { universityId, name: body.name, prefix, secretHash, createdById: context.actor.userId },
          select: KEY_SELECT,
        });
        // The audit entry names the key by its prefix; neither the key nor its hash is logged.
        await auditWrite(db, context, 'create', ENTITY, created.id, { ...created });
        const [view] = await keyViews(db, [created]);
        return { ...view!, key };
      });
    } catch (error) {
      if (draw < PREFIX_DRAWS && uniqueViolationFields(error)) continue;
      throw error;
    }
  }
}

/** Revokes a key of the caller's university: every later request with it is refused. */
export async function revokeApiKey(context: WriteContext, id: number): Promise<ApiKey> {
  return context.prisma.$transaction(async (db) => {
    const key = await db.universityApiKey.findFirst({
      where: scopeWhere<Prisma.UniversityApiKeyWhereInput>(context.scope, KEY_SCOPE, { id }),
      select: KEY_SELECT,
    });
    if (!key) throw new AppError('NOT_FOUND', M.noSuchApiKey);
    if (key.revokedAt) throw AppError.conflict(M.apiKeyRevoked);
    const revokedAt = context.clock.now();
    // Only a key not revoked meanwhile is revoked, so that two revocations record one.
    const { count } = await db.universityApiKey.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt, revokedById: context.actor.userId },
    });
    if (count === 0) throw AppError.conflict(M.apiKeyRevoked);
    await auditWrite(db, context, 'update', ENTITY, id, {
      revokedAt: { from: null, to: revokedAt.toISOString() },
    });
    const [view] = await keyViews(db, [{ ...key, revokedAt }]);
    return view!;
  });
}

/** A key that authenticated a request: whose it is, and who created it (the actor its batches are audited as). */
export interface AuthenticatedKey {
  id: number;
  prefix: string;
  universityId: number;
  createdById: number;
  /** The key's university: what its requests may reach. */
  scope: Scope;
}

function sameHash(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The key sent in the X-Api-Key header, checked: none answers 401 apiKeyMissing; one unknown,
 * malformed, with a wrong secret or revoked answers 401 apiKeyInvalid (the same answer, so a
 * caller learns nothing about which). A key that passes records when it was used.
 */
export async function authenticateApiKey(
  prisma: PrismaClient,
  clock: Clock,
  header: string | string[] | undefined,
): Promise<AuthenticatedKey> {
  const sent = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!sent) throw new AppError('UNAUTHENTICATED', M.apiKeyMissing);
  const parts = KEY_FORMAT.exec(sent);
  const invalid = new AppError('UNAUTHENTICATED', M.apiKeyInvalid);
  if (!parts) throw invalid;
  const key = await prisma.universityApiKey.findUnique({
    where: { prefix: parts[1]! },
    select: { id: true, prefix: true, universityId: true, createdById: true, secretHash: true, revokedAt: true },
  });
  if (!key || !sameHash(key.secretHash, hashApiKey(sent)) || key.revokedAt) throw invalid;
  await prisma.universityApiKey.update({ where: { id: key.id }, data: { lastUsedAt: clock.now() } });
  return {
    id: key.id,
    prefix: key.prefix,
    universityId: key.universityId,
    createdById: key.createdById,
    scope: { kind: 'university', universityId: key.universityId },
  };
}
