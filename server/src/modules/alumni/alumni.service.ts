/**
 * The alumni portal (api-contract 5.9 and 6). A former student registers without signing in
 * (a pending graduation); the campus verifies the submission, which makes it a graduation and
 * opens the alumnus's own account (role Student, never a staff role) with a set-password link by
 * email. An enrolled student who graduated signs in with the Student account they already have.
 * Signed in, an alumnus reads and changes only their own profile and work entries, and sees
 * who graduated with them (names and programs only).
 */
import { randomBytes } from 'node:crypto';
import {
  ALUMNI_MESSAGES as A,
  GRADUATION_MESSAGES as G,
  type AlumniProfileUpdateParsed,
  type AlumniSubmissionParsed,
  type AlumniSummaryRow,
  type GraduationFileKind,
  type StudentsByBatchQueryParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, PrismaClient } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { removePrivateFiles, sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import type { AttemptLimiter } from '../../lib/rate-limit.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { linkHours, passwordLinkMessage, type LetterRecipient } from '../auth/auth.mail.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { degreeFields, graduationUploads, searchNameOf } from '../graduation/graduation.service.ts';
import { containsText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'GraduationApplication';

export interface AlumniMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The programs a campus runs: its own and those it was given by its university. */
async function campusRunsProgram(db: Db, campusId: number, programId: number) {
  const [given, own] = await Promise.all([
    db.campusProgram.findUnique({
      where: { campusId_programId: { campusId, programId } },
      select: { programId: true },
    }),
    db.program.findFirst({ where: { id: programId, campusId }, select: { id: true } }),
  ]);
  return Boolean(given || own);
}

/** GET Alumni/Campuses: the campuses a former student chooses from, searched by name (at most 50). */
export async function campusesForRegistration(db: Db, search: string | undefined) {
  const rows = await db.campus.findMany({
    where: search ? { campusName: containsText(search) } : {},
    select: { id: true, campusName: true, university: { select: { name: true } } },
    orderBy: { campusName: 'asc' },
    take: 50,
  });
  return rows.map((row) => ({ id: row.id, campusName: row.campusName, universityName: row.university.name }));
}

/** GET Alumni/Campuses/{id}/Programs: the programs the campus runs. */
export async function programsForRegistration(db: Db, campusId: number) {
  const rows = await db.program.findMany({
    where: { OR: [{ campusId }, { campuses: { some: { campusId } } }] },
    select: { id: true, programName: true, level: { select: { levelName: true } } },
    orderBy: { programName: 'asc' },
  });
  return rows.map((row) => ({ id: row.id, programName: row.programName, levelName: row.level.levelName }));
}

/** Graduation/AlumniSubmitGraduationApplication: a pending graduation, until the campus verifies it. */
export async function submitAlumniApplication(
  prisma: PrismaClient,
  limiter: AttemptLimiter,
  fileStore: FileStore,
  origin: { ip: string; requestId: string },
  body: AlumniSubmissionParsed,
) {
  // Counted whether it succeeds or not: a public form must not become a way to fill the database.
  await limiter.begin('alumni-submission', { account: body.email, address: origin.ip });
  const campus = await prisma.campus.findUnique({
    where: { id: body.campusId },
    select: { id: true, universityId: true },
  });
  if (!campus) throw AppError.validation([{ field: 'body.campusId', message: A.campusRequired }]);
  if (!(await campusRunsProgram(prisma, campus.id, body.programMgmtId)))
    throw AppError.validation([{ field: 'body.programMgmtId', message: G.programNotOfCampus }]);
  if (!(await prisma.fiscalYear.findUnique({ where: { id: body.fiscalYearID }, select: { id: true } })))
    throw AppError.validation([{ field: 'body.fiscalYearID', message: G.fiscalYearUnknown }]);
  const waiting = await prisma.graduationApplication.findFirst({
    where: { email: body.email, status: 'pending' },
    select: { id: true },
  });
  if (waiting) throw AppError.conflict(A.alreadySubmitted);

  const uploads = graduationUploads(body, `graduations/campuses/${campus.id}`);
  // The public form spells the roll number CampusRollNo; the record is the staff forms'.
  const fields = degreeFields({ ...body, campusRolNo: body.campusRollNo });
  return withSavedPrivateFiles(fileStore, uploads, (stored) =>
    inTransaction(prisma, async (db) => {
      const created = await db.graduationApplication.create({
        data: {
          ...fields,
          campusId: campus.id,
          universityId: campus.universityId,
          programId: body.programMgmtId,
          studentType: 'old',
          status: 'pending',
          applicantNameEng: body.applicantNameEng.toUpperCase(),
          email: body.email,
          gender: body.gender ?? null,
          ethnicity: body.ethinicity ?? null,
          searchName: searchNameOf(body.applicantNameEng, fields),
          files: {
            create: uploads.map((upload, index) => ({ ...stored[index]!, kind: upload.graduationKind })),
          },
        },
      });
      await recordAudit(db, {
        actor: { email: body.email },
        action: 'create',
        entity: ENTITY,
        entityId: created.id,
        changes: { status: 'pending', campusId: campus.id, programId: body.programMgmtId, public: true },
        requestId: origin.requestId,
        ip: origin.ip,
      });
      return { message: A.submitted };
    }),
  );
}

function verifiedMessage(to: LetterRecipient, link: string): MailMessage {
  return passwordLinkMessage(
    to,
    {
      en: {
        subject: 'HEMIS: your alumni account',
        why: 'Your campus has verified your alumni registration and opened your HEMIS alumni account. To choose your password, open this link:',
        lifetime: `The link works once, within ${linkHours('en')}. When it has expired, ask for a new one with "Forgot password" on the alumni sign-in page.`,
      },
      ne: {
        subject: 'HEMIS: तपाईंको पूर्व विद्यार्थी खाता',
        why: 'तपाईंको क्याम्पसले तपाईंको पूर्व विद्यार्थी दर्ता प्रमाणित गरी HEMIS मा तपाईंको पूर्व विद्यार्थी खाता खोलेको छ। आफ्नो पासवर्ड राख्न यो लिङ्क खोल्नुहोस्:',
        lifetime: `यो लिङ्कले ${linkHours('ne')}भित्र एक पटक मात्र काम गर्छ। म्याद सकिएपछि पूर्व विद्यार्थी साइन इन पृष्ठको "पासवर्ड बिर्सनुभयो" बाट नयाँ लिङ्क माग्नुहोस्।`,
      },
    },
    link,
  );
}

export function alumniPasswordLink(publicUrl: string, email: string, token: string) {
  return `${publicUrl}/alumni-admin/password-change/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/**
 * AlumniRegister/Verify/{id}: a pending submission of the caller's scope becomes a graduation,
 * and its email gets the alumnus's account: a new Student account, or the graduate's own
 * Student account when they already had one.
 */
export async function verifyAlumnus(context: WriteContext, mail: AlumniMail, id: number) {
  const application = foundOrNotFound(
    await context.prisma.graduationApplication.findFirst({
      where: scopeWhere<Prisma.GraduationApplicationWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
      select: {
        id: true,
        status: true,
        email: true,
        applicantNameEng: true,
        campusId: true,
        universityId: true,
        gender: true,
      },
    }),
    'Graduation',
  );
  if (application.status !== 'pending') throw AppError.conflict(A.notPending);
  if (!application.email) throw new AppError('BAD_REQUEST', A.emailRequired);
  const email = application.email.toLowerCase();
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const [firstName = application.applicantNameEng, ...rest] = application.applicantNameEng.split(/\s+/);
  const lastName = rest.pop() ?? '';
  const middleName = rest.join(' ') || null;

  const account = await inTransaction(context.prisma, async (db) => {
    const existing = await db.user.findUnique({
      where: { email },
      select: { id: true, role: true, firstName: true, language: true, alumnusGraduation: { select: { id: true } } },
    });
    if (existing && (existing.role !== 'Student' || existing.alumnusGraduation))
      throw AppError.conflict(A.emailOfAnotherAccount);
    const user =
      existing ??
      (await db.user.create({
        data: {
          email,
          passwordHash: unusablePassword,
          role: 'Student',
          type: 'college',
          campusId: application.campusId,
          universityId: application.universityId,
          firstName,
          middleName,
          lastName,
          gender: application.gender,
          mustChangePassword: true,
        },
        select: { id: true, role: true, firstName: true, language: true, alumnusGraduation: { select: { id: true } } },
      }));
    if (!existing) await auditWrite(db, context, 'create', 'User', user.id, { email, role: 'Student', alumnus: true });
    const updated = await db.graduationApplication.updateMany({
      where: { id: application.id, status: 'pending' },
      data: {
        status: 'graduated',
        userId: user.id,
        verifiedById: context.actor.userId,
        verifiedAt: context.clock.now(),
      },
    });
    if (updated.count === 0) throw AppError.conflict(A.notPending);
    await auditWrite(db, context, 'update', ENTITY, application.id, {
      status: { from: 'pending', to: 'graduated' },
      userId: { from: null, to: user.id },
    });
    return user;
  });
  const token = await issueResetToken(context, account.id);
  mail.mailer.sendInBackground(
    verifiedMessage(
      { email, name: application.applicantNameEng, language: account.language },
      alumniPasswordLink(mail.publicUrl, email, token),
    ),
  );
  return A.verified;
}

const PROFILE_INCLUDE = {
  files: { select: { kind: true } },
  student: { select: { admissionYearId: true } },
} as const satisfies Prisma.GraduationApplicationInclude;

/** The graduation a signed-in alumnus is: verified from the portal, or graduated from HEMIS with this account. */
export async function alumnusGraduation(db: Db, userId: number) {
  return db.graduationApplication.findFirst({
    where: { status: 'graduated', OR: [{ userId }, { student: { userId } }] },
    include: PROFILE_INCLUDE,
    orderBy: { id: 'desc' },
  });
}

async function ownGraduation(context: ReadContext) {
  const graduation = context.actor && (await alumnusGraduation(context.prisma, context.actor.userId));
  if (!graduation) throw new AppError('NOT_FOUND', A.noProfile);
  return graduation;
}

/** The alumnus's profile as User/AlumniLogin and Alumni/Me answer it (api-contract 5.1). */
export async function alumniProfile(db: Db, graduation: NonNullable<Awaited<ReturnType<typeof alumnusGraduation>>>) {
  const program = await db.program.findUniqueOrThrow({
    where: { id: graduation.programId },
    select: { programName: true, level: { select: { levelName: true } }, faculty: { select: { facultyName: true } } },
  });
  const campus = await db.campus.findUniqueOrThrow({
    where: { id: graduation.campusId },
    select: { campusName: true },
  });
  return {
    graduationApplicationId: graduation.id,
    programId: graduation.programId,
    batchId: graduation.student?.admissionYearId ?? null,
    campusId: graduation.campusId,
    campusName: campus.campusName,
    institutionId: graduation.campusId,
    applicantNameEng: graduation.applicantNameEng,
    applicantNameNep: graduation.applicantNameNep,
    email: graduation.email,
    studentAddress: graduation.studentAddress,
    contactNo: graduation.contactNo,
    facultyName: program.faculty.facultyName,
    levelName: program.level.levelName,
    programName: program.programName,
    enrolledYear: graduation.enrolledYear,
    passedYear: graduation.passedYear,
    gpa: graduation.gpa === null ? null : Number(graduation.gpa),
    division: graduation.division,
    uploadPPSizePhoto: graduation.files.some((file) => file.kind === 'uploadPPSizePhoto')
      ? '/api/Alumni/Me/file/uploadPPSizePhoto'
      : null,
  };
}

/** GET Alumni/Me. */
export async function getOwnProfile(context: ReadContext) {
  return alumniProfile(context.prisma, await ownGraduation(context));
}

/** PUT Alumni/Me: the alumnus's contact number, address and photo; the degree's facts stay the campus's. */
export async function updateOwnProfile(context: WriteContext, fileStore: FileStore, body: AlumniProfileUpdateParsed) {
  const graduation = await ownGraduation(context);
  const photo = body.uploadPPSizePhoto;
  const uploads = photo
    ? [
        {
          file: photo,
          folder: `graduations/campuses/${graduation.campusId}`,
          label: 'uploadPPSizePhoto',
          kind: 'image' as const,
        },
      ]
    : [];
  const old = await context.prisma.graduationFile.findUnique({
    where: { graduationId_kind: { graduationId: graduation.id, kind: 'uploadPPSizePhoto' } },
  });
  await withSavedPrivateFiles(fileStore, uploads, (stored) =>
    inTransaction(context.prisma, async (db) => {
      await db.graduationApplication.update({
        where: { id: graduation.id },
        data: {
          ...(body.contactNo !== undefined ? { contactNo: body.contactNo || null } : {}),
          ...(body.studentAddress !== undefined ? { studentAddress: body.studentAddress || null } : {}),
          ...(stored[0]
            ? {
                files: {
                  deleteMany: { kind: 'uploadPPSizePhoto' },
                  create: { ...stored[0], kind: 'uploadPPSizePhoto' },
                },
              }
            : {}),
        },
      });
      await auditWrite(db, context, 'update', ENTITY, graduation.id, {
        ...(body.contactNo !== undefined ? { contactNo: { from: '[personal]', to: '[personal]' } } : {}),
        ...(body.studentAddress !== undefined
          ? { studentAddress: { from: graduation.studentAddress, to: body.studentAddress } }
          : {}),
        ...(stored[0] ? { uploadPPSizePhoto: { from: old ? 'kept' : '', to: 'replaced' } } : {}),
      });
    }),
  );
  if (photo && old) await removePrivateFiles(fileStore, [old.storageKey]);
  return getOwnProfile(context);
}

/** GET Alumni/Me/file/{kind}: the alumnus's own files. */
export async function sendOwnFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  kind: GraduationFileKind,
) {
  const graduation = await ownGraduation(context);
  const file = await context.prisma.graduationFile.findUnique({
    where: { graduationId_kind: { graduationId: graduation.id, kind } },
  });
  if (!file) throw AppError.notFound('File');
  return sendPrivateFile(reply, fileStore, file);
}

/**
 * Graduation/StudentsByBatch: graduates of a campus, program and enrolled year. An alumnus sees
 * their own batch whatever the query says; staff choose within their scope.
 */
export async function studentsByBatch(context: ReadContext, query: StudentsByBatchQueryParsed) {
  let where: Prisma.GraduationApplicationWhereInput;
  if (context.actor?.role === 'Student') {
    const own = await ownGraduation(context);
    where = { status: 'graduated', campusId: own.campusId, programId: own.programId, enrolledYear: own.enrolledYear };
  } else {
    where = scopeWhere<Prisma.GraduationApplicationWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
      status: 'graduated',
      ...(query.campusId ? { campusId: query.campusId } : {}),
      ...(query.programId ? { programId: query.programId } : {}),
      ...(query.enrolledYear ? { enrolledYear: query.enrolledYear } : {}),
    });
  }
  return listOrPage(
    query,
    async (window) => {
      const rows = await context.prisma.graduationApplication.findMany({
        where,
        select: {
          id: true,
          applicantNameEng: true,
          programId: true,
          enrolledYear: true,
          passedYear: true,
          workEntries: {
            where: { isCurrent: true },
            select: { organizationName: true, designation: true },
            take: 1,
            orderBy: { startDate: 'desc' },
          },
        },
        orderBy: [{ applicantNameEng: 'asc' }, { id: 'asc' }],
        ...window,
      });
      const programs = await context.prisma.program.findMany({
        where: { id: { in: [...new Set(rows.map((row) => row.programId))] } },
        select: { id: true, programName: true },
      });
      const programName = new Map(programs.map((program) => [program.id, program.programName]));
      return rows.map((row) => {
        const work = row.workEntries[0];
        return {
          id: row.id,
          applicantNameEng: row.applicantNameEng,
          programName: programName.get(row.programId) ?? '',
          enrolledYear: row.enrolledYear,
          passedYear: row.passedYear,
          currentWork: work ? `${work.designation}, ${work.organizationName}` : null,
        };
      });
    },
    () => context.prisma.graduationApplication.count({ where }),
  );
}

/**
 * GET Alumni/Summary: per program of the scope, graduates, alumni accounts, those with current
 * work, and pending submissions: one pass over the scope's graduations, counted by program
 * before the programs are named. A campus's graduations are read from an index that holds what
 * is counted (campus, program, status, account, student); a graduate's student record and
 * current work are looked up only for the graduates the count asks about, instead of joining
 * every current work entry of the country (which also sent the campus's plan to parallel workers).
 */
export async function alumniSummary(context: ReadContext, campusId: number | undefined) {
  const inScope = scopeSql(context.scope, {
    campus: Prisma.sql`g."campusId"`,
    university: Prisma.sql`g."universityId"`,
  });
  const ofCampus = campusId ? Prisma.sql`AND g."campusId" = ${campusId}` : Prisma.empty;
  const rows = await context.prisma.$queryRaw<AlumniSummaryRow[]>`
    SELECT g."programId", p."programName", g.graduates, g."withAccount", g.employed, g.pending
      FROM (SELECT g."programId",
                   count(*) FILTER (WHERE g.status = 'graduated')::int AS graduates,
                   count(*) FILTER (WHERE g.status = 'graduated' AND (g."userId" IS NOT NULL OR EXISTS (
                     SELECT FROM "Student" s WHERE s.id = g."studentId" AND s."userId" IS NOT NULL)))::int AS "withAccount",
                   count(*) FILTER (WHERE g.status = 'graduated' AND EXISTS (
                     SELECT FROM "AlumniWork" w WHERE w."graduationId" = g.id AND w."isCurrent"))::int AS employed,
                   count(*) FILTER (WHERE g.status = 'pending')::int AS pending
              FROM "GraduationApplication" g
             WHERE ${inScope} ${ofCampus}
             GROUP BY g."programId") g
      JOIN "Program" p ON p.id = g."programId"`;
  return rows.sort((a, b) => a.programName.localeCompare(b.programName));
}

export { ownGraduation };
