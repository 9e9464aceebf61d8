/**
 * Staff accounts (issue: users, modules and permissions): the list of users an administrator
 * looks after, adding one below the administrator's role and within their scope, disabling
 * and enabling (a disabled user's sessions end at once, ended with the reason in UserSession),
 * a new set-password link, and "make user" for employees (api-contract 5.1
 * migrate-old-employee, migrated-employees). No password ever travels in clear: a new
 * account gets the reset flow's link by email.
 */
import { randomBytes } from 'node:crypto';
import {
  USER_ADMIN_MESSAGES as M,
  ROLE_RANK,
  hasGrantedModules,
  type CreateUserBodyParsed,
  type MakeUserQueryParsed,
  type Language,
  type Role,
  type UserListQueryParsed,
  type UserType,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { passwordLinkMessage, resetPasswordLink, type LetterRecipient } from '../auth/auth.mail.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { endSessionsOf } from '../auth/session-ending.ts';
import { EMPLOYEE_SCOPE } from '../employee/employee.service.ts';
import { administeredUser, usersInScope } from './module-permissions.service.ts';
import { containsText } from '../../lib/text-match.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

const USER_ENTITY = 'User';
const EMPLOYEE_ENTITY = 'Employee';

export interface AccountMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The app's mailer and public address, which an account email's link starts with. */
export const accountMail = (app: { mailer: Mailer; config: { publicUrl: string } }): AccountMail => ({
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
});

const fullName = (person: { firstName: string; middleName: string | null; lastName: string }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

function accountMessage(to: LetterRecipient, link: string): MailMessage {
  return passwordLinkMessage(
    to,
    {
      en: {
        subject: 'HEMIS: your account',
        why: 'A HEMIS account has been opened for you, or its password reset by your administrator. To choose your password, open this link:',
        lifetime:
          'The link works once and expires. When it has expired, ask for a new one with "Forgot password" on the sign-in page.',
      },
      ne: {
        subject: 'HEMIS: तपाईंको खाता',
        why: 'तपाईंका लागि HEMIS खाता खोलिएको छ, वा तपाईंको प्रशासकले यसको पासवर्ड रिसेट गर्नुभएको छ। आफ्नो पासवर्ड राख्न यो लिङ्क खोल्नुहोस्:',
        lifetime:
          'यो लिङ्कले एक पटक मात्र काम गर्छ र यसको म्याद सकिन्छ। म्याद सकिएपछि साइन इन पृष्ठको "पासवर्ड बिर्सनुभयो" बाट नयाँ लिङ्क माग्नुहोस्।',
      },
    },
    link,
  );
}

/** Emails the account a one-time link to choose its password (after the account's transaction). */
async function sendPasswordLinkTo(
  context: WriteContext,
  mail: AccountMail,
  user: { id: number; email: string; firstName: string; language: Language },
) {
  const token = await issueResetToken(context, user.id);
  mail.mailer.sendInBackground(
    accountMessage(
      { email: user.email, name: user.firstName, language: user.language },
      resetPasswordLink(mail.publicUrl, user.email, token),
    ),
  );
}

/** Nobody knows this password: the emailed link is the way in. */
const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

function assertBelow(actor: Actor, role: Role) {
  if (ROLE_RANK[role] >= ROLE_RANK[actor.role] || role === 'Student') throw new AppError('FORBIDDEN', M.roleNotBelow);
}

const typeOfRole = (role: Role): UserType =>
  role === 'UniAdmin' ? 'Uni' : ['SuperAdmin', 'Admin', 'UgcAdmin'].includes(role) ? 'Ugc' : 'college';

// ---- The list ---------------------------------------------------------------------------

const LIST_FIELDS = {
  id: true,
  email: true,
  ...NAME_SELECT,
  phoneNumber: true,
  role: true,
  status: true,
  universityId: true,
  campusId: true,
  lastSignInAt: true,
  createdAt: true,
  campus: { select: { campusName: true } },
  university: { select: { name: true } },
  moduleGrants: { select: { module: { select: { key: true } } } },
} as const;

const SORTS: Record<string, (order: Prisma.SortOrder) => Prisma.UserOrderByWithRelationInput[]> = {
  name: (order) => [{ firstName: order }, { lastName: order }],
  email: (order) => [{ email: order }],
  role: (order) => [{ role: order }],
  lastSignInAt: (order) => [{ lastSignInAt: { sort: order, nulls: 'last' } }],
  createdAt: (order) => [{ createdAt: order }],
};

/** GET Users: the users in the reader's scope, searched, filtered, sorted and paged in the database. */
export async function listUsers(context: ReadContext & { actor: Actor }, query: UserListQueryParsed) {
  const search = query.search?.trim();
  const where: Prisma.UserWhereInput = {
    AND: [
      usersInScope(context.actor),
      { role: query.role ?? { not: 'Student' } },
      ...(query.status ? [{ status: query.status }] : []),
      ...(query.campusId ? [{ campusId: query.campusId }] : []),
      ...(query.universityId ? [{ universityId: query.universityId }] : []),
      ...(search
        ? [
            {
              OR: [
                { email: containsText(search) },
                { firstName: containsText(search) },
                { lastName: containsText(search) },
              ],
            },
          ]
        : []),
    ],
  };
  const request = pageRequest(query) ?? pageRequest({ page: 1, pageSize: 25 })!;
  const order = query.sortOrder ?? 'asc';
  const [rows, total] = await Promise.all([
    context.prisma.user.findMany({
      where,
      select: LIST_FIELDS,
      orderBy: [...SORTS[query.sortBy ?? 'name']!(order), { id: 'asc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.user.count({ where }),
  ]);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: fullName(row),
      phoneNumber: row.phoneNumber,
      role: row.role,
      status: row.status,
      universityId: row.universityId,
      campusId: row.campusId,
      institutionName: row.campus?.campusName ?? row.university?.name ?? 'University Grants Commission',
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      modules: row.moduleGrants.map((grant) => grant.module.key),
    })),
    total,
    request,
  );
}

// ---- Adding, disabling, resetting -------------------------------------------------------

/** The institution a new account of the role belongs to, inside the creator's scope. */
async function institutionFor(
  db: Db,
  actor: Actor,
  role: Role,
  body: { campusId?: number; universityId?: number },
): Promise<{ campusId: number | null; universityId: number | null }> {
  const type = typeOfRole(role);
  if (type === 'Ugc') return { campusId: null, universityId: null };
  if (type === 'Uni') {
    const universityId = actor.scope.kind === 'university' ? actor.scope.universityId : body.universityId;
    if (!universityId) throw AppError.validation([{ field: 'body.universityId', message: M.institutionRequired }]);
    foundOrNotFound(
      await db.university.findUnique({ where: { id: universityId }, select: { id: true } }),
      'University',
    );
    return { campusId: null, universityId };
  }
  const campusId = actor.scope.kind === 'campus' ? actor.scope.campusId : body.campusId;
  if (!campusId) throw AppError.validation([{ field: 'body.campusId', message: M.institutionRequired }]);
  const campus = foundOrNotFound(
    await db.campus.findFirst({
      where: scopeWhere<Prisma.CampusWhereInput>(
        actor.scope,
        { campusField: 'id', universityField: 'universityId' },
        {
          id: campusId,
        },
      ),
      select: { id: true, universityId: true },
    }),
    'Campus',
  );
  return { campusId: campus.id, universityId: campus.universityId };
}

/** POST Users: a staff account below the creator's role; the new user chooses a password from the emailed link. */
export async function createUser(context: WriteContext, mail: AccountMail, body: CreateUserBodyParsed) {
  const { actor } = context;
  assertBelow(actor, body.role);
  const passwordHash = await unusablePassword();
  const user = await inTransaction(context.prisma, async (db) => {
    const institution = await institutionFor(db, actor, body.role, body);
    if (await db.user.findUnique({ where: { email: body.email }, select: { id: true } })) {
      throw AppError.conflict('An account with this email already exists');
    }
    const created = await db.user.create({
      data: {
        email: body.email,
        passwordHash,
        role: body.role,
        type: typeOfRole(body.role),
        ...institution,
        firstName: body.firstName,
        middleName: body.middleName ?? null,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? null,
        gender: body.gender ?? null,
        mustChangePassword: true,
      },
      select: { id: true, email: true, firstName: true, language: true },
    });
    let modules: string[] = [];
    if (hasGrantedModules(body.role) && body.modules?.length) {
      const rows = await db.module.findMany({
        where: { key: { in: body.modules }, isActive: true, accessToCollege: true },
        select: { id: true, key: true },
      });
      await db.userModule.createMany({
        data: rows.map((row) => ({ userId: created.id, moduleId: row.id, grantedById: actor.userId })),
      });
      modules = rows.map((row) => row.key);
    }
    await auditWrite(db, context, 'create', USER_ENTITY, created.id, {
      email: body.email,
      role: body.role,
      ...institution,
      modules,
    });
    return created;
  });
  await sendPasswordLinkTo(context, mail, user);
  return { id: user.id, message: M.userCreated };
}

/** PATCH Users/{id}/status: disabling ends the user's sessions, in every server process at once. */
export async function setUserStatus(context: WriteContext, userId: number, status: 'active' | 'disabled') {
  if (userId === context.actor.userId) throw new AppError('BAD_REQUEST', M.cannotChangeOwnStatus);
  return inTransaction(context.prisma, async (db) => {
    await administeredUser(db, context.actor, userId);
    const before = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { status: true } });
    if (before.status !== status) {
      await db.user.update({ where: { id: userId }, data: { status } });
      const sessionsEnded =
        status === 'disabled' ? await endSessionsOf(db, context.clock, userId, 'account-disabled') : 0;
      await auditWrite(db, context, 'update', USER_ENTITY, userId, {
        status: { from: before.status, to: status },
        ...(sessionsEnded > 0 ? { sessionsEnded } : {}),
      });
    }
    return { message: status === 'active' ? 'The user was enabled' : 'The user was disabled' };
  });
}

/** POST Users/{id}/password-link: a new one-time link to choose a password, by email. */
export async function sendPasswordLink(context: WriteContext, mail: AccountMail, userId: number) {
  const user = await inTransaction(context.prisma, async (db) => {
    await administeredUser(db, context.actor, userId);
    const account = await db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, email: true, firstName: true, language: true, status: true },
    });
    if (account.status !== 'active') throw new AppError('BAD_REQUEST', 'Enable the user before sending a link');
    await auditWrite(db, context, 'update', USER_ENTITY, userId, { passwordLink: 'sent' });
    return account;
  });
  await sendPasswordLinkTo(context, mail, user);
  return { message: M.resetLinkSent };
}

// ---- Employees as users -----------------------------------------------------------------

/** The login an employee gets: a campus's staff are CollegeUsers, a university's UniAdmins, the grants body's UgcAdmins. */
function roleForEmployee(employee: { campusId: number | null; universityId: number | null }): Role {
  if (employee.campusId) return 'CollegeUser';
  if (employee.universityId) return 'UniAdmin';
  return 'UgcAdmin';
}

/**
 * POST Employee/migrate-old-employee: creates or updates the employee's login with the
 * names, phone and status the dialog sends; an active login gets a set-password link.
 */
export async function makeEmployeeUser(context: WriteContext, mail: AccountMail, query: MakeUserQueryParsed) {
  const { actor } = context;
  const passwordHash = await unusablePassword();
  const { account, active } = await inTransaction(context.prisma, async (db) => {
    const employee = foundOrNotFound(
      await db.employee.findFirst({
        where: scopeWhere<Prisma.EmployeeWhereInput>(actor.scope, EMPLOYEE_SCOPE, { id: query.employeeId }),
        select: {
          id: true,
          userId: true,
          campusId: true,
          universityId: true,
          email: true,
          ...NAME_SELECT,
          phoneNumber: true,
          gender: true,
        },
      }),
      'Employee',
    );
    const role = roleForEmployee(employee);
    assertBelow(actor, role);
    if (!employee.email) throw new AppError('BAD_REQUEST', M.employeeHasNoEmail);
    const email = employee.email.toLowerCase();
    const status = query.employeeStatus === 'Active' ? 'active' : 'disabled';
    const person = {
      firstName: query.firstName ?? employee.firstName,
      middleName: query.middleName ?? employee.middleName,
      lastName: query.lastName ?? employee.lastName,
      phoneNumber: query.phoneNumber ?? employee.phoneNumber,
    };
    const institution = { campusId: employee.campusId, universityId: employee.universityId };

    let account: { id: number; email: string; firstName: string; language: Language };
    if (employee.userId) {
      account = await db.user.update({
        where: { id: employee.userId },
        data: { ...person, status, ...institution },
        select: { id: true, email: true, firstName: true, language: true },
      });
      const sessionsEnded =
        status === 'disabled' ? await endSessionsOf(db, context.clock, account.id, 'account-disabled') : 0;
      await auditWrite(db, context, 'update', USER_ENTITY, account.id, {
        status,
        ...institution,
        ...(sessionsEnded > 0 ? { sessionsEnded } : {}),
      });
    } else {
      if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
        throw new AppError('CONFLICT', M.loginExists, undefined, { plainText: true });
      }
      account = await db.user.create({
        data: {
          email,
          passwordHash,
          role,
          type: typeOfRole(role),
          ...institution,
          ...person,
          gender: employee.gender,
          status,
          mustChangePassword: true,
        },
        select: { id: true, email: true, firstName: true, language: true },
      });
      await db.employee.update({ where: { id: employee.id }, data: { userId: account.id } });
      await auditWrite(db, context, 'create', USER_ENTITY, account.id, { email, role, status, ...institution });
      await auditWrite(db, context, 'update', EMPLOYEE_ENTITY, employee.id, { userId: { from: null, to: account.id } });
    }
    return { account, active: status === 'active' };
  });
  if (active) await sendPasswordLinkTo(context, mail, account);
  return M.loginMade;
}

/** GET Employee/migrated-employees: the employees in scope who have a login. */
export async function migratedEmployees(context: ReadContext) {
  const rows = await context.prisma.employee.findMany({
    where: scopeWhere<Prisma.EmployeeWhereInput>(context.scope, EMPLOYEE_SCOPE, { userId: { not: null } }),
    select: {
      id: true,
      ...NAME_SELECT,
      user: { select: { id: true, email: true, role: true, status: true } },
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  });
  return rows.flatMap((row) =>
    row.user
      ? [
          {
            id: row.id,
            userId: row.user.id,
            fullName: fullName(row),
            email: row.user.email,
            role: row.user.role,
            status: row.user.status,
          },
        ]
      : [],
  );
}
