/**
 * The import's jobs survive a restart: they wait in PostgreSQL (pg-boss), not in the memory
 * of the process that queued them. Each test stops the workers of the app that takes the
 * upload, closes it, and builds the app again; only the apps of this file use the queue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  batchNoOf,
  DEFAULT_CAMPUS_ID,
  isBatchBusy,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as M,
  type StudentImportBatch,
} from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { QUEUE_SCHEMA } from '../../lib/queue.ts';

const WHY = 'stops the queue workers of this process';
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function built(): Promise<TestApp> {
  const app = await createTestApp({ inProcess: WHY });
  apps.push(app);
  return app;
}

function csv(count: number): Buffer {
  const header = STUDENT_IMPORT_COLUMNS.join(',');
  const rows = Array.from({ length: count }, (_, index) =>
    STUDENT_IMPORT_COLUMNS.map((column) =>
      column === 'firstName'
        ? `Restart${index}`
        : column === 'lastName'
          ? 'Student'
          : column === 'gender'
            ? 'male'
            : column === 'batch'
              ? '2081'
              : '',
    ).join(','),
  );
  return Buffer.from([header, ...rows].join('\n'));
}

async function settled(test: TestApp, user: TestUser, batchNo: number): Promise<StudentImportBatch> {
  const api = asUser(test, user);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const batch = (await api.get(`/api/StudentInload/Batch/${batchNo}`).expect(200)).body as StudentImportBatch;
    if (!isBatchBusy(batch)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`batch ${batchNo} did not settle`);
}

/** An app whose own workers are stopped, a program of the portal campus and a CollegeAdmin. */
async function withoutWorkers() {
  const test = await built();
  await test.app.queue.stopWorking();
  const make = factoriesFor(test.app.prisma);
  const campus = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
  const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: DEFAULT_CAMPUS_ID });
  const user = await make.createUser({ role: 'CollegeAdmin' });
  return { test, program, user };
}

async function uploadTo(test: TestApp, user: TestUser, programId: number, rows: number) {
  const response = await asUser(test, user)
    .post('/api/StudentInload/Inload')
    .field('programId', String(programId))
    .attach('fileInLoad', csv(rows), 'students.csv')
    .expect(200);
  return batchNoOf(response.text)!;
}

describe('the import’s jobs across a restart', () => {
  it('checks a batch queued before the restart once the app is built again, and inserts it then', async () => {
    const { test, program, user } = await withoutWorkers();
    const batchNo = await uploadTo(test, user, program.id, 3);
    const waiting = (await asUser(test, user).get(`/api/StudentInload/Batch/${batchNo}`).expect(200)).body;
    expect(waiting).toMatchObject({ state: 'validating', job: { status: 'queued' } });
    const refused = await asUser(test, user).post(`/api/StudentInload/Insert?BatchNo=${batchNo}`).send({}).expect(409);
    expect(refused.body.message).toBe(M.stillValidating);
    await test.close();
    apps.splice(apps.indexOf(test), 1);

    const again = await built();
    expect(await settled(again, user, batchNo)).toMatchObject({
      state: 'validated',
      goodRows: 3,
      job: { status: 'succeeded' },
    });
    await asUser(again, user).post(`/api/StudentInload/Insert?BatchNo=${batchNo}`).send({}).expect(202);
    expect(await settled(again, user, batchNo)).toMatchObject({ state: 'inserted', insertedRows: 3 });
    expect(await again.app.prisma.student.count({ where: { programId: program.id } })).toBe(3);
  });

  it('sends again, at start, a job the queue lost (a database restored without the queue’s schema)', async () => {
    const { test, program, user } = await withoutWorkers();
    const batchNo = await uploadTo(test, user, program.id, 2);
    const batch = await test.app.prisma.studentImportBatch.findUniqueOrThrow({ where: { id: batchNo } });
    await test.app.prisma.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE id = $1::uuid`, batch.jobId);
    await test.close();
    apps.splice(apps.indexOf(test), 1);

    const again = await built();
    expect(await settled(again, user, batchNo)).toMatchObject({ state: 'validated', goodRows: 2 });
  });
});
