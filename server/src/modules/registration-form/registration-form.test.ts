import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@hemis/contracts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusStudent } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

/** The verification code printed on a page ("Verification code: ABCD-EFGH-..."). */
const codeOn = (text: string) =>
  /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(text)?.[1]?.replaceAll('-', '');

describe('GET /Student/{id}/RegistrationForm/pdf', () => {
  it('prints the form with the names in English and Devanagari, the real batch and BS dates, verifiable by its code', async () => {
    const { admin, student } = await campusStudent(make);
    await test.app.prisma.student.update({
      where: { id: student.id },
      data: { nepaliName: 'सीता राई', universityRegdNo: `R-${student.id}` },
    });
    const batch = await test.app.prisma.batch.findUniqueOrThrow({ where: { id: student.admissionYearId } });
    const response = await asBytes(asUser(test, admin).get(`/api/Student/${student.id}/RegistrationForm/pdf`)).expect(
      200,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="registration-form-${student.id}.pdf"`);
    const [page] = await pdfText(response.body as Buffer);
    expect(page).toContain('Application form for the Registration');
    expect(page).toContain(`Admission Batch: ${batch.batchNepali} - ${Number(batch.batchNepali) + 1}`);
    expect(page).toContain(`${student.firstName} ${student.lastName}`);
    expect(page).toContain('2060-01-15');
    expect(page).toContain('सीता राई');
    expect(page).toContain(`R-${student.id}`);
    const code = codeOn(page!);
    expect(code).toMatch(/^[A-Z2-7]{24}$/);
    const verified = await asUser(test, admin).get(`/api/Verify/${code}`).expect(200);
    expect(verified.body).toMatchObject({
      kind: 'registration-form',
      holderName: `${student.firstName} ${student.lastName}`,
      status: 'valid',
    });
    expect(JSON.stringify(verified.body)).not.toContain(`R-${student.id}`);
  });

  it('revokes the earlier form when the form is printed again', async () => {
    const { admin, student } = await campusStudent(make);
    const first = await asBytes(asUser(test, admin).get(`/api/Student/${student.id}/RegistrationForm/pdf`)).expect(200);
    const firstCode = codeOn((await pdfText(first.body as Buffer))[0]!);
    await asBytes(asUser(test, admin).get(`/api/Student/${student.id}/RegistrationForm/pdf`)).expect(200);
    const old = await asUser(test, admin).get(`/api/Verify/${firstCode}`).expect(200);
    expect(old.body.status).toBe('revoked');
  });

  it('answers 404 for another campus’s student and for a Student account', async () => {
    const { student } = await campusStudent(make);
    const other = await campusStudent(make);
    await asUser(test, other.admin).get(`/api/Student/${student.id}/RegistrationForm/pdf`).expect(404);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get(`/api/Student/${student.id}/RegistrationForm/pdf`)
      .expect(403);
  });
});

describe('GET /Verify/{code}', () => {
  it('answers "not issued by HEMIS" for an unknown code, without signing in, and limits how often one address checks', async () => {
    const unknown = await test.api.get('/api/Verify/AAAABBBBCCCCDDDDEEEEFFFF').expect(404);
    expect(unknown.body.message).toBe(DOCUMENT_MESSAGES.notIssued);
    await test.api.get('/api/Verify/not-a-code!').expect(400);
    let limited = false;
    for (let attempt = 0; attempt < 100 && !limited; attempt += 1) {
      const response = await test.api.get('/api/Verify/AAAABBBBCCCCDDDDEEEEFFFF');
      limited = response.status === 429;
    }
    expect(limited).toBe(true);
  });
});
