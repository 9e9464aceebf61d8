/**
 * What the generator reads back from the database to build on: the address tree, the
 * universities with their programs, batches and fiscal years, campuses with what they run.
 * Steps read it after the steps before them have written, so every id is a real one.
 */
import type pg from 'pg';

export interface District {
  id: number;
  name: string;
  provinceId: number;
  provinceName: string;
  localLevels: LocalLevel[];
}

export interface LocalLevel {
  id: number;
  name: string;
  type: string;
  wards: number;
  district: District;
}

export interface AddressTree {
  provinces: { id: number; name: string }[];
  districts: District[];
  districtByName: Map<string, District>;
  localLevelById: Map<number, LocalLevel>;
}

export async function loadAddressTree(client: pg.ClientBase): Promise<AddressTree> {
  const provinces = (await client.query<{ id: number; name: string }>('SELECT id, name FROM "Province" ORDER BY id'))
    .rows;
  const provinceName = new Map(provinces.map((province) => [province.id, province.name]));
  const districts: District[] = (
    await client.query<{ id: number; name: string; provinceId: number }>(
      'SELECT id, name, "provinceId" FROM "District" ORDER BY id',
    )
  ).rows.map((row) => ({ ...row, provinceName: provinceName.get(row.provinceId)!, localLevels: [] }));
  const districtById = new Map(districts.map((district) => [district.id, district]));
  const localLevelById = new Map<number, LocalLevel>();
  const localLevels = await client.query<{
    id: number;
    name: string;
    type: string;
    numberOfWards: number;
    districtId: number;
  }>('SELECT id, name, type, "numberOfWards", "districtId" FROM "LocalLevel" ORDER BY id');
  for (const row of localLevels.rows) {
    const district = districtById.get(row.districtId)!;
    const localLevel = { id: row.id, name: row.name, type: row.type, wards: row.numberOfWards, district };
    district.localLevels.push(localLevel);
    localLevelById.set(row.id, localLevel);
  }
  return {
    provinces,
    districts,
    districtByName: new Map(districts.map((district) => [district.name, district])),
    localLevelById,
  };
}

export interface University {
  id: number;
  code: string;
  name: string;
}

export async function loadUniversities(client: pg.ClientBase): Promise<University[]> {
  return (await client.query<University>('SELECT id, code, name FROM "University" ORDER BY id')).rows;
}

export interface Program {
  id: number;
  universityId: number;
  facultyId: number;
  levelId: number;
  levelCode: string;
  programName: string;
  shortName: string;
  programType: 'annual' | 'semester';
  duration: number;
}

export async function loadPrograms(client: pg.ClientBase): Promise<Program[]> {
  return (
    await client.query<Program>(
      `SELECT p.id, p."universityId", p."facultyId", p."levelId", l.code AS "levelCode", p."programName",
              p."shortName", p."programType", p.duration
         FROM "Program" p JOIN "Level" l ON l.id = p."levelId"
        WHERE p.status ORDER BY p.id`,
    )
  ).rows;
}

export interface Batch {
  id: number;
  /** The Bikram Sambat year that names it (2081). */
  year: number;
  /** The AD year its classes start in (2024). */
  adYear: number;
  fiscalYearId: number;
}

/** The batches, oldest first, each with the fiscal year that starts in its year. */
export async function loadBatches(client: pg.ClientBase): Promise<Batch[]> {
  const { rows } = await client.query<{ id: number; batchNepali: string; name: string; fiscalYearId: number | null }>(
    `SELECT b.id, b."batchNepali", b.name, f.id AS "fiscalYearId"
       FROM "Batch" b LEFT JOIN "FiscalYear" f ON split_part(f."yearNepali", '/', 1) = b."batchNepali"
      WHERE b.status ORDER BY b."batchNepali"`,
  );
  return rows
    .filter((row) => row.fiscalYearId !== null)
    .map((row) => ({
      id: row.id,
      year: Number(row.batchNepali),
      adYear: Number(row.name),
      fiscalYearId: row.fiscalYearId!,
    }));
}

export interface Campus {
  id: number;
  universityId: number;
  campusName: string;
  campusType: 'constituent' | 'community' | 'private';
  localLevelId: number | null;
}

export async function loadCampuses(client: pg.ClientBase): Promise<Campus[]> {
  return (
    await client.query<Campus>(
      'SELECT id, "universityId", "campusName", "campusType", "localLevelId" FROM "Campus" WHERE status ORDER BY id',
    )
  ).rows;
}

/** The programs each campus runs. */
export async function loadCampusPrograms(client: pg.ClientBase): Promise<Map<number, number[]>> {
  const { rows } = await client.query<{ campusId: number; programId: number }>(
    'SELECT "campusId", "programId" FROM "CampusProgram" WHERE "isActive" ORDER BY "campusId", "programId"',
  );
  const byCampus = new Map<number, number[]>();
  for (const row of rows) {
    const list = byCampus.get(row.campusId) ?? [];
    list.push(row.programId);
    byCampus.set(row.campusId, list);
  }
  return byCampus;
}

/** `campusId:programId` -> the major subjects the campus offers in the program. */
export async function loadMajors(client: pg.ClientBase): Promise<Map<string, number[]>> {
  const { rows } = await client.query<{ id: number; campusId: number; programId: number }>(
    'SELECT id, "campusId", "programId" FROM "MajorSubject" WHERE status ORDER BY id',
  );
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.campusId}:${row.programId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }
  return byKey;
}

/** The student sections of each campus. */
export async function loadSections(client: pg.ClientBase): Promise<Map<number, number[]>> {
  const { rows } = await client.query<{ id: number; campusId: number }>(
    'SELECT id, "campusId" FROM "SectionForStudent" WHERE status ORDER BY id',
  );
  const byCampus = new Map<number, number[]>();
  for (const row of rows) byCampus.set(row.campusId, [...(byCampus.get(row.campusId) ?? []), row.id]);
  return byCampus;
}
