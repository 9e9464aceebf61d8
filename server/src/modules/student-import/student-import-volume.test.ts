/**
 * A file of the size a campus imports at the start of a year. It runs once, against one
 * process: the ordinary import tests already go through two processes, and ten thousand rows
 * tell nothing more there.
 */
import { describe, expect, it } from 'vitest';
import { batchNoOf, STUDENT_IMPORT_MESSAGES as M } from '@hemis/contracts';
import { asUser } from '../../../../tests/support/session.ts';
import { importSteps } from '../../../../tests/support/student-import-steps.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
const { xlsxOf, student, programOfCampus, upload, settled, inserted, studentsOf } = importSteps(test, make);

describe('POST /StudentInload/Inload and Insert', () => {
  it('validates and inserts 10,000 rows of an .xlsx file', async () => {
    const program = await programOfCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin' }));
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      student(index, {
        firstName: `Bulk${index}`,
        email: `bulk${index}@example.edu.np`,
        rollNoManual: `B-${program.id}-${index}`,
        symbolNo: index === 9_999 ? `S-${program.id}-0` : `S-${program.id}-${index}`,
        semester: 'First',
      }),
    );
    const file = await xlsxOf(rows);
    const started = performance.now();
    const response = await upload(api, program.id, file, 'bulk.xlsx').expect(200);
    const uploadedAt = performance.now();
    const batch = await settled(api, batchNoOf(response.text)!);
    const validatedAt = performance.now();
    expect(batch).toMatchObject({ totalRows: 10_000, goodRows: 9_999, badRows: 1 });
    expect(batch.problems).toEqual([{ row: 10_001, column: 'symbolNo', message: M.symbolNoRepeated }]);
    expect(await studentsOf(program.id)).toBe(0);

    const insertedAt0 = performance.now();
    const done = await inserted(api, batch.batchNo);
    const insertedAt = performance.now();
    expect(done).toMatchObject({ state: 'inserted', insertedRows: 9_999 });
    expect(await studentsOf(program.id)).toBe(9_999);
    expect(await test.app.prisma.studentAddress.count({ where: { student: { programId: program.id } } })).toBe(19_998);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `10,000 rows (.xlsx, ${(file.byteLength / 1024).toFixed(0)} KB): upload ${seconds(uploadedAt - started)} s, ` +
        `check ${seconds(validatedAt - uploadedAt)} s, insert ${seconds(insertedAt - insertedAt0)} s, ` +
        `total ${seconds(insertedAt - started)} s`,
    );
  }, 180_000);
});
