/**
 * POST Student/{id}/CreateLogin: the student's own account (role Student, of the student's
 * campus), so that the student signs in and reads their record (Student/Me). The account
 * has no usable password: the student gets the account flow's reset link by email and
 * chooses one, and until then the account must change its password.
 */
import { randomBytes } from 'node:crypto';
import { STUDENT_RECORD_MESSAGES as M, type Language } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WriteContext } from '../../lib/context.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound } from '../../lib/scope.ts';
import { linkHours, passwordLinkMessage, resetPasswordLink, type LetterRecipient } from '../auth/auth.mail.ts';
import { issueResetToken } from '../auth/auth.service.ts';
import { STUDENT_ENTITY } from './student-audit.ts';
import { studentInScope } from './student.service.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

export interface LoginMail {
  mailer: Mailer;
  publicUrl: string;
}

function studentLoginMessage(to: LetterRecipient, link: string): MailMessage {
  return passwordLinkMessage(
    to,
    {
      en: {
        subject: 'HEMIS: your student account',
        why: 'Your campus has opened a HEMIS account for you. To choose your password, open this link:',
        lifetime: `The link works once, within ${linkHours('en')}. When it has expired, ask for a new one with "Forgot password" on the sign-in page.`,
      },
      ne: {
        subject: 'HEMIS: तपाईंको विद्यार्थी खाता',
        why: 'तपाईंको क्याम्पसले तपाईंका लागि HEMIS खाता खोलेको छ। आफ्नो पासवर्ड राख्न यो लिङ्क खोल्नुहोस्:',
        lifetime: `यो लिङ्कले ${linkHours('ne')}भित्र एक पटक मात्र काम गर्छ। म्याद सकिएपछि साइन इन पृष्ठको "पासवर्ड बिर्सनुभयो" बाट नयाँ लिङ्क माग्नुहोस्।`,
      },
    },
    link,
  );
}

/** The account already using the email: a student's may be linked, a staff member's never. */
async function existingAccount(db: Db, email: string, studentId: number) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, role: true, campusId: true, universityId: true, student: { select: { id: true } } },
  });
  if (!user) return undefined;
  if (user.role !== 'Student') throw AppError.conflict(M.emailOfStaff);
  if (user.student && user.student.id !== studentId) throw AppError.conflict(M.loginOfAnotherStudent);
  return user;
}

export async function createStudentLogin(context: WriteContext, mail: LoginMail, id: number) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, id),
      select: {
        id: true,
        campusId: true,
        universityId: true,
        userId: true,
        email: true,
        ...NAME_SELECT,
        gender: true,
      },
    }),
    'Student',
  );
  if (!student.email) throw new AppError('BAD_REQUEST', M.emailRequiredForLogin);
  const email = student.email.toLowerCase();
  // Nobody knows this password: the emailed link is the way in.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));

  const user = await inTransaction(context.prisma, async (db) => {
    const existing = await existingAccount(db, email, student.id);
    const institution = { campusId: student.campusId, universityId: student.universityId };
    let account: { id: number; firstName: string; language: Language };
    if (existing) {
      account = await db.user.update({
        where: { id: existing.id },
        data: institution,
        select: { id: true, firstName: true, language: true },
      });
      if (existing.campusId !== student.campusId) {
        await auditWrite(db, context, 'update', 'User', existing.id, {
          campusId: { from: existing.campusId, to: student.campusId },
        });
      }
    } else {
      account = await db.user.create({
        data: {
          email,
          passwordHash: unusablePassword,
          role: 'Student',
          type: 'college',
          ...institution,
          firstName: student.firstName,
          middleName: student.middleName,
          lastName: student.lastName,
          gender: student.gender,
          mustChangePassword: true,
        },
        select: { id: true, firstName: true, language: true },
      });
      await auditWrite(db, context, 'create', 'User', account.id, {
        email,
        role: 'Student',
        type: 'college',
        ...institution,
        mustChangePassword: true,
      });
    }
    if (student.userId !== account.id) {
      await db.student.update({ where: { id: student.id }, data: { userId: account.id } });
      await auditWrite(db, context, 'update', STUDENT_ENTITY, student.id, {
        userId: { from: student.userId, to: account.id },
      });
    }
    return account;
  });

  const token = await issueResetToken(context, user.id);
  mail.mailer.sendInBackground(
    studentLoginMessage(
      { email, name: user.firstName, language: user.language },
      resetPasswordLink(mail.publicUrl, email, token),
    ),
  );
  return { message: M.loginCreated };
}
