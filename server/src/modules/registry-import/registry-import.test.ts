import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_BYTES,
  REGISTRY_IMPORT_COLUMNS,
  REGISTRY_MESSAGES as M,
  SETUP_MESSAGES,
  type RegistryImportColumn,
} from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { NATIONAL_REGISTRY_FILE } from '../../../../prisma/seed/seed.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

type Row = Partial<Record<RegistryImportColumn, string>>;

const PLACES = [
  { province: 'Bagmati', district: 'Kathmandu', localLevel: 'Kirtipur' },
  { province: 'Gandaki', district: 'Kaski', localLevel: 'Pokhara' },
  { province: 'Koshi', district: 'Morang', localLevel: 'Biratnagar' },
  { province: 'Lumbini', district: 'Rupandehi', localLevel: 'Butwal' },
] as const;

function csvOf(rows: Row[]): Buffer {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    REGISTRY_IMPORT_COLUMNS.join(','),
    ...rows.map((row) => REGISTRY_IMPORT_COLUMNS.map((column) => quote(row[column] ?? '')).join(',')),
  ];
  return Buffer.from(lines.join('\n'));
}

/** Polls the job until it ends, as the screen does. */
async function finished(api: supertest.Agent, id: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await api.get(`/api/RegistryImport/${id}`).expect(200);
    if (response.body.status === 'succeeded' || response.body.status === 'failed') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

async function importFile(api: supertest.Agent, bytes: Buffer, name = 'registry.csv') {
  const started = await api.post('/api/RegistryImport').attach('file', bytes, name).expect(202);
  expect(started.body).toMatchObject({ kind: 'registry-import', status: 'queued', result: null });
  return finished(api, started.body.id);
}

/** A new university and `count` campuses of it: half constituent, 30% community, 20% private. */
function registryRows(count: number) {
  const universityCode = uniqueName('U').replace(/[^A-Za-z0-9]/g, '');
  const universityName = `${universityCode} University`;
  const rows: Row[] = [
    {
      kind: 'University',
      code: universityCode,
      name: universityName,
      type: 'public',
      ...PLACES[0],
      phone: '01-4330433',
    },
  ];
  for (let index = 0; index < count; index += 1) {
    const type = index < count * 0.5 ? 'constituent' : index < count * 0.8 ? 'community' : 'private';
    rows.push({
      kind: 'Campus',
      code: `${universityCode}-${index}`,
      name: `Campus Number ${index}`,
      type,
      universityCode,
      ...PLACES[index % PLACES.length],
      wardNo: String((index % 5) + 1),
      establishedYear: String(1960 + (index % 60)),
      phone: index % 2 ? '9851000000' : '061-520123',
      email: `campus${index}@example.edu.np`,
      principalName: `Principal ${index}`,
    });
  }
  return { universityCode, universityName, rows };
}

describe('GET /RegistryImport/Template', () => {
  it('gives the template as .xlsx and .csv with every column', async () => {
    const api = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const xlsx = await asBytes(api.get('/api/RegistryImport/Template')).expect(200);
    expect(xlsx.headers['content-disposition']).toContain('hemis-registry-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...REGISTRY_IMPORT_COLUMNS]);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Registry', 1],
      ['Examples', 3],
    ]);

    const csv = await api.get('/api/RegistryImport/Template?format=csv').expect(200);
    expect(csv.text).toBe(`${REGISTRY_IMPORT_COLUMNS.join(',')}\r\n`);
    await api.get('/api/RegistryImport/Template?format=pdf').expect(400);
  });
});

describe('POST /RegistryImport', () => {
  it('imports 200 campuses from the template, lists them by type with the right counts, and changes nothing the second time', async () => {
    const user = await make.createUser({ role: 'SuperAdmin' });
    const api = asUser(test, user);
    const { universityCode, rows } = registryRows(200);

    // Fill the downloaded template, as an administrator would.
    const template = await asBytes(api.get('/api/RegistryImport/Template')).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.body);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1);
    for (const row of rows) sheet.addRow(REGISTRY_IMPORT_COLUMNS.map((column) => row[column] ?? ''));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const first = await importFile(api, file, 'registry.xlsx');
    expect(first).toMatchObject({
      status: 'succeeded',
      phase: 'done',
      message: M.importDone,
      processed: 201,
      total: 201,
      result: { errors: [], universities: { created: 1, unchanged: 0 }, campuses: { created: 200, unchanged: 0 } },
    });

    const university = await test.app.prisma.university.findUniqueOrThrow({ where: { code: universityCode } });
    const community = await api.get(`/api/Campus?universityId=${university.id}&campusType=community`).expect(200);
    expect(community.body.totalRecords).toBe(60);
    expect(community.body.countsByType).toEqual({ constituent: 100, community: 60, private: 40, total: 200 });
    const counts = await api.get('/api/Campus/CountByTypeAndUniversity').expect(200);
    expect(counts.body.rows).toContainEqual(
      expect.objectContaining({
        universityId: university.id,
        constituent: 100,
        community: 60,
        private: 40,
        total: 200,
      }),
    );
    const kaski = await api.get(`/api/Campus?universityId=${university.id}&district=Kaski&pageSize=100`).expect(200);
    expect(kaski.body.totalRecords).toBe(50);

    const again = await importFile(api, file, 'registry.xlsx');
    expect(again).toMatchObject({
      status: 'succeeded',
      result: { errors: [], universities: { created: 0, unchanged: 1 }, campuses: { created: 0, unchanged: 200 } },
    });
    expect(await test.app.prisma.campus.count({ where: { universityId: university.id } })).toBe(200);
  });

  it('loads the national dataset shipped with the seed through the screen’s upload', async () => {
    const api = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const job = await importFile(api, fs.readFileSync(NATIONAL_REGISTRY_FILE), 'nepal-campuses.csv');
    expect(job).toMatchObject({
      status: 'succeeded',
      result: { errors: [], universities: { created: 0, unchanged: 17 } },
    });
    expect(job.result.campuses.created).toBeGreaterThanOrEqual(300);
    const tu = await test.app.prisma.university.findUniqueOrThrow({ where: { code: 'TU' } });
    const list = await api.get(`/api/Campus?universityId=${tu.id}&campusType=community&search=TU-`).expect(200);
    expect(list.body.totalRecords).toBe(list.body.countsByType.community);
    expect(list.body.countsByType.community).toBeGreaterThan(100);
  });

  it('reports every bad row with its row and column and writes none of the good ones', async () => {
    const api = asUser(test, await make.createUser({ role: 'Admin' }));
    const taken = await make.createCampus();
    await test.app.prisma.campus.update({ where: { id: taken.id }, data: { code: `TAKEN-${taken.id}` } });
    const { universityCode, rows } = registryRows(2);
    const campus = (overrides: Row): Row => ({ ...rows[1]!, ...overrides });
    const file = csvOf([
      ...rows, // rows 2-4: right
      campus({ code: 'X-5', name: 'Unknown District', district: 'Kathmandoo' }), // row 5
      campus({ code: 'X-6', name: 'Wrong Local Level', localLevel: 'Pokhara' }), // row 6 (Kathmandu district)
      campus({ code: `${universityCode}-0`, name: 'Repeated Code' }), // row 7
      campus({ code: 'X-8', name: 'Campus Number 0' }), // row 8: name of row 3 in the same university
      campus({ code: 'X-9', name: 'Bad Phone', phone: '12345' }), // row 9
      campus({ code: 'X-10', name: 'Bad Email', email: 'not-an-email' }), // row 10
      campus({ code: `TAKEN-${taken.id}`, name: 'Taken Code' }), // row 11
      campus({ code: 'X-12', name: 'No University', universityCode: 'NOPE' }), // row 12
      campus({ code: 'X-13', name: 'Bad Type', type: 'public', wardNo: '99' }), // row 13
    ]);
    const before = await test.app.prisma.campus.count();

    const job = await importFile(api, file);
    expect(job.status).toBe('failed');
    expect(job.message).toBe(M.importHasErrors);
    expect(job.result.errors).toEqual([
      { row: 5, column: 'district', message: M.districtUnknown },
      { row: 6, column: 'localLevel', message: M.localLevelUnknownInDistrict },
      { row: 7, column: 'code', message: M.importCodeRepeated },
      { row: 8, column: 'name', message: M.importNameRepeated },
      { row: 9, column: 'phone', message: M.phoneInvalid },
      { row: 10, column: 'email', message: SETUP_MESSAGES.emailInvalid },
      { row: 11, column: 'code', message: M.importCodeTaken },
      { row: 12, column: 'universityCode', message: M.importUniversityUnknown },
      { row: 13, column: 'type', message: SETUP_MESSAGES.campusTypeRequired },
      { row: 13, column: 'wardNo', message: M.wardOutsideLocalLevel },
    ]);
    expect(await test.app.prisma.campus.count()).toBe(before);
    expect(await test.app.prisma.university.count({ where: { code: universityCode } })).toBe(0);
  });

  it('names the missing columns of a header and an unreadable file, writing nothing', async () => {
    const api = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const headerOnly = await importFile(api, Buffer.from('kind,code,name\nCampus,A,B\n'));
    expect(headerOnly.result.errors).toEqual(
      ['type', 'universityCode', 'district', 'localLevel'].map((column) => ({
        row: 1,
        column,
        message: M.importMissingColumns,
      })),
    );
    const binary = await importFile(api, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3, 0, 0]), 'broken.xlsx');
    expect(binary).toMatchObject({
      status: 'failed',
      result: { errors: [{ row: 0, column: 'file', message: M.importFileUnreadable }] },
    });
    const noFile = await api.post('/api/RegistryImport').field('other', 'x').expect(400);
    expect(noFile.body.issues).toMatchObject([{ field: 'body.file', message: M.importFileRequired }]);
  });

  it('refuses a file above the size limit before starting a job', async () => {
    const user = await make.createUser({ role: 'UgcAdmin' });
    const big = Buffer.concat([csvOf([]), Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x20)]);
    await asUser(test, user).post('/api/RegistryImport').attach('file', big, 'big.csv').expect(413);
    expect(await test.app.prisma.job.count({ where: { userId: user.id } })).toBe(0);
  });

  it('lets a university import its own campuses only, never universities', async () => {
    const university = await make.createUniversity();
    const uniAdmin: TestUser = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const api = asUser(test, uniAdmin);
    const other = await make.createUniversity();
    const place = { ...PLACES[1] };
    const refusedJob = await importFile(
      api,
      csvOf([
        { kind: 'University', code: uniqueName('NEWU'), name: uniqueName('New University'), ...place },
        {
          kind: 'Campus',
          code: uniqueName('C'),
          name: 'Theirs',
          type: 'private',
          universityCode: other.code,
          ...place,
        },
      ]),
    );
    expect(refusedJob.result.errors).toEqual([
      { row: 2, column: 'kind', message: M.importUniversityRowsRefused },
      { row: 3, column: 'universityCode', message: M.importUniversityNotYours },
    ]);

    const code = uniqueName('OWN');
    const done = await importFile(
      api,
      csvOf([
        { kind: 'Campus', code, name: 'Own Campus', type: 'community', universityCode: university.code, ...place },
      ]),
    );
    expect(done.status).toBe('succeeded');
    expect(await test.app.prisma.campus.findUniqueOrThrow({ where: { code } })).toMatchObject({
      universityId: university.id,
      campusType: 'community',
    });
  });

  it('shows a job to its owner only, and refuses campus roles, students and anonymous callers', async () => {
    const owner = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const job = await importFile(owner, csvOf([]));
    expect(job.result.errors).toEqual([{ row: 1, column: 'file', message: M.importFileEmpty }]);
    await asUser(test, await make.createUser({ role: 'UgcAdmin' }))
      .get(`/api/RegistryImport/${job.id}`)
      .expect(404);
    for (const role of ['CollegeAdmin', 'CollegeUser', 'Student'] as const) {
      const api = asUser(test, await make.createUser({ role }));
      await api.get('/api/RegistryImport/Template').expect(403);
      await api.post('/api/RegistryImport').attach('file', csvOf([]), 'registry.csv').expect(403);
    }
    await test.api.post('/api/RegistryImport').attach('file', csvOf([]), 'registry.csv').expect(401);
  });
});
