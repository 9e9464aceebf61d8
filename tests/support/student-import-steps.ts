/**
 * The steps of a student import as its tests take them through HTTP: files made of rows, the
 * upload, waiting for the batch's job as the screen polls, and the insert.
 */
import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import { expect } from 'vitest';
import {
  batchNoOf,
  DEFAULT_CAMPUS_ID,
  isBatchBusy,
  STUDENT_IMPORT_COLUMNS,
  type StudentImportBatch,
  type StudentImportColumn,
} from '@hemis/contracts';
import type { TestApp } from './app.ts';
import type { factoriesFor } from './factories.ts';

export type ImportRow = Partial<Record<StudentImportColumn, string>>;

export function importSteps(test: TestApp, make: ReturnType<typeof factoriesFor>) {
  const BATCH = '2081';

  function csvOf(rows: ImportRow[], columns: readonly StudentImportColumn[] = STUDENT_IMPORT_COLUMNS): Buffer {
    const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    const lines = [
      columns.join(','),
      ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(',')),
    ];
    return Buffer.from(`${lines.join('\n')}\n`);
  }

  async function xlsxOf(rows: ImportRow[]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow([...STUDENT_IMPORT_COLUMNS]);
    // Blank cells are left out, as a spreadsheet program saves them.
    for (const row of rows) sheet.addRow(STUDENT_IMPORT_COLUMNS.map((column) => row[column] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  /** A right row: a unique student with an address in Kathmandu and a father. */
  function student(index: number, overrides: ImportRow = {}): ImportRow {
    return {
      firstName: `Imported${index}`,
      lastName: 'Student',
      gender: index % 2 ? 'Female' : 'male',
      doBBS: `2060-0${(index % 9) + 1}-1${index % 10}`,
      phoneNumber: '9841000000',
      email: `imported${index}@example.edu.np`,
      ethnicity: 'janajati',
      pProvince: 'Bagmati',
      pDistrict: 'Kathmandu',
      pLocalLevel: 'Kirtipur',
      pWardNo: String((index % 10) + 1),
      isSameAsPermanent: 'yes',
      fatherName: `Father ${index}`,
      batch: BATCH,
      ...overrides,
    };
  }

  async function programOfCampus(campusId = DEFAULT_CAMPUS_ID, programType: 'annual' | 'semester' = 'semester') {
    const campus = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: campusId } });
    return make.createProgram({ universityId: campus.universityId, runByCampusId: campusId, programType });
  }

  function upload(
    api: supertest.Agent,
    programId: number,
    file: Buffer,
    name: string,
    fields: Record<string, string> = {},
  ) {
    let request = api.post('/api/StudentInload/Inload').field('programId', String(programId));
    for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
    return request.attach('fileInLoad', file, name);
  }

  /** Polls the batch until its job has finished, as the screen does. */
  async function settled(api: supertest.Agent, batchNo: number): Promise<StudentImportBatch> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const response = await api.get(`/api/StudentInload/Batch/${batchNo}`).expect(200);
      const batch = response.body as StudentImportBatch;
      if (!isBatchBusy(batch)) return batch;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`batch ${batchNo} did not settle`);
  }

  async function uploaded(api: supertest.Agent, programId: number, file: Buffer, name = 'students.csv') {
    const response = await upload(api, programId, file, name).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^Uploaded\. BatchNo: \d+$/);
    return settled(api, batchNoOf(response.text)!);
  }

  async function inserted(api: supertest.Agent, batchNo: number) {
    const response = await api.post(`/api/StudentInload/Insert?BatchNo=${batchNo}`).send({}).expect(202);
    expect(response.body.batchNo).toBe(batchNo);
    return settled(api, batchNo);
  }

  const studentsOf = (programId: number) => test.app.prisma.student.count({ where: { programId } });

  return { BATCH, csvOf, xlsxOf, student, programOfCampus, upload, settled, uploaded, inserted, studentsOf };
}
