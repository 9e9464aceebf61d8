/**
 * The identity providers (issue #33), kept by the grants body's administrators: a provider
 * belongs to a university or to the grants body, vouches for one email domain, and may sign in
 * accounts of that organisation with the roles it names. Its client secret is sealed at rest
 * (lib/secret-box.ts), never answered and never written to the audit log; an update that leaves
 * it out keeps it. Deleting a provider removes it (its sign-ins stay in the audit log); disabling
 * it keeps it for later.
 */
import {
  SSO_MESSAGES as M,
  type CreateIdentityProviderBodyParsed,
  type FieldIssue,
  type IdentityProvider,
  type UpdateIdentityProviderBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

const ENTITY = 'OidcProvider';

/** What saving a provider needs beyond the request. */
export interface ProviderSettingsContext {
  box: SecretBox;
  allowHttpIssuers: boolean;
  /** The callback's address, shown so that the administrator registers it at the provider. */
  redirectUri: string;
}

const PROVIDER_SELECT = {
  id: true,
  name: true,
  issuer: true,
  clientId: true,
  emailDomain: true,
  universityId: true,
  roles: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
  university: { select: { name: true } },
} as const;

type ProviderRow = Prisma.OidcProviderGetPayload<{ select: typeof PROVIDER_SELECT }>;

function view(row: ProviderRow, settings: Pick<ProviderSettingsContext, 'redirectUri'>): IdentityProvider {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    emailDomain: row.emailDomain,
    universityId: row.universityId,
    universityName: row.university?.name ?? null,
    roles: row.roles,
    enabled: row.enabled,
    redirectUri: settings.redirectUri,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a provider: every field but the secret. */
function audited(row: ProviderRow): Record<string, unknown> {
  const { university: _university, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

export async function listIdentityProviders(
  context: ReadContext,
  settings: ProviderSettingsContext,
): Promise<IdentityProvider[]> {
  const rows = await context.prisma.oidcProvider.findMany({ select: PROVIDER_SELECT, orderBy: [{ name: 'asc' }] });
  return rows.map((row) => view(row, settings));
}

async function findProvider(db: Db, id: number): Promise<ProviderRow> {
  const row = await db.oidcProvider.findUnique({ where: { id }, select: PROVIDER_SELECT });
  if (!row) throw new AppError('NOT_FOUND', M.noSuchProvider);
  return row;
}

export async function getIdentityProvider(
  context: ReadContext,
  settings: ProviderSettingsContext,
  id: number,
): Promise<IdentityProvider> {
  return view(await findProvider(context.prisma, id), settings);
}

/** The rules the schema cannot check: an https issuer (unless allowed), a university that exists. */
async function checkSettings(
  db: Db,
  settings: ProviderSettingsContext,
  body: { issuer: string; universityId?: number | undefined },
): Promise<void> {
  const issues: FieldIssue[] = [];
  if (!settings.allowHttpIssuers && new URL(body.issuer).protocol !== 'https:') {
    issues.push({ field: 'body.issuer', message: M.issuerNotHttps });
  }
  if (body.universityId) {
    const university = await db.university.findUnique({ where: { id: body.universityId }, select: { id: true } });
    if (!university) issues.push({ field: 'body.universityId', message: M.noSuchUniversity });
  }
  if (issues.length) throw AppError.validation(issues);
}

function fieldsOf(body: CreateIdentityProviderBodyParsed | UpdateIdentityProviderBodyParsed) {
  return {
    name: body.name,
    issuer: body.issuer,
    clientId: body.clientId,
    emailDomain: body.emailDomain,
    universityId: body.universityId ?? null,
    roles: body.roles,
    enabled: body.enabled,
  };
}

export async function createIdentityProvider(
  context: WriteContext,
  settings: ProviderSettingsContext,
  body: CreateIdentityProviderBodyParsed,
): Promise<IdentityProvider> {
  await checkSettings(context.prisma, settings, body);
  const now = context.clock.now();
  const created = await conflictAs(
    M.nameTaken,
    inTransaction(context.prisma, async (db) => {
      const row = await db.oidcProvider.create({
        data: { ...fieldsOf(body), clientSecret: settings.box.seal(body.clientSecret), createdAt: now, updatedAt: now },
        select: PROVIDER_SELECT,
      });
      await auditWrite(db, context, 'create', ENTITY, row.id, audited(row));
      return row;
    }),
  );
  return view(created, settings);
}

export async function updateIdentityProvider(
  context: WriteContext,
  settings: ProviderSettingsContext,
  id: number,
  body: UpdateIdentityProviderBodyParsed,
): Promise<IdentityProvider> {
  await findProvider(context.prisma, id);
  await checkSettings(context.prisma, settings, body);
  const updated = await conflictAs(
    M.nameTaken,
    inTransaction(context.prisma, async (db) => {
      const before = await findProvider(db, id);
      const row = await db.oidcProvider.update({
        where: { id },
        data: {
          ...fieldsOf(body),
          ...(body.clientSecret ? { clientSecret: settings.box.seal(body.clientSecret) } : {}),
          updatedAt: context.clock.now(),
        },
        select: PROVIDER_SELECT,
      });
      await auditWrite(db, context, 'update', ENTITY, id, {
        ...changedFields(audited(before), audited(row)),
        // That the secret changed, never what it is.
        ...(body.clientSecret ? { clientSecret: 'changed' } : {}),
      });
      return row;
    }),
  );
  return view(updated, settings);
}

export async function deleteIdentityProvider(context: WriteContext, id: number): Promise<void> {
  await inTransaction(context.prisma, async (db) => {
    const row = await findProvider(db, id);
    await db.oidcProvider.delete({ where: { id } });
    await auditWrite(db, context, 'delete', ENTITY, id, audited(row));
  });
}
