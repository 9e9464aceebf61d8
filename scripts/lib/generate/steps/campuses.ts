/**
 * Step "campuses": fills the database up to the number of campuses asked for. First the
 * real campuses of the national registry (prisma/seed/data/nepal-campuses.csv), in an order
 * drawn from the seed so that a small size still spans provinces; then made-up ones named
 * after their local level ("Birtamod Multiple Campus"), spread over universities, types and
 * provinces as Nepal's are (catalogue.ts).
 */
import fs from 'node:fs';
import { parseCsv } from '../../../../server/src/lib/spreadsheet.ts';
import { NATIONAL_REGISTRY_FILE } from '../../../../prisma/seed/seed.ts';
import {
  CAMPUS_NAME_SUFFIXES,
  CAMPUS_TYPE_SHARES,
  DISTRICT_CAMPUS_WEIGHTS,
  PROVINCE_CAMPUS_SHARES,
  UNIVERSITY_SHARES,
  type CampusType,
} from '../catalogue.ts';
import { TOLES } from '../names.ts';
import { WeightedTable, type Random } from '../random.ts';
import { insertRows, type SqlValue } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadAddressTree, loadUniversities, type AddressTree, type LocalLevel } from '../world.ts';

const COLUMNS = [
  'universityId',
  'campusName',
  'campusType',
  'code',
  'localLevelId',
  'wardNo',
  'locality',
  'tole',
  'yearOfEstd',
  'phoneNo',
  'contactNo',
  'email',
  'updatedAt',
] as const;

interface RegistryCampus {
  code: string;
  name: string;
  type: CampusType;
  universityCode: string;
  district: string;
  localLevel: string;
  wardNo: string;
  locality: string;
  establishedYear: string;
  phone: string;
  email: string;
}

function readRegistryCampuses(): RegistryCampus[] {
  const [header = [], ...lines] = parseCsv(fs.readFileSync(NATIONAL_REGISTRY_FILE, 'utf8'));
  return lines
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])))
    .filter((row) => row.kind === 'Campus') as unknown as RegistryCampus[];
}

const LOCAL_LEVEL_WEIGHTS: Record<string, number> = {
  MetropolitanCity: 8,
  SubMetropolitanCity: 5,
  Municipality: 2,
  RuralMunicipality: 0.5,
};

/** Where a made-up campus stands: a province by its share, a district (cities first), a local level. */
function placeTable(tree: AddressTree): WeightedTable<LocalLevel> {
  return new WeightedTable(
    tree.districts.flatMap((district) => {
      const inProvince = tree.districts.filter((other) => other.provinceId === district.provinceId);
      const districtWeight = DISTRICT_CAMPUS_WEIGHTS[district.name] ?? 1;
      const provinceDistrictWeight = inProvince.reduce(
        (sum, other) => sum + (DISTRICT_CAMPUS_WEIGHTS[other.name] ?? 1),
        0,
      );
      const share = ((PROVINCE_CAMPUS_SHARES[district.provinceName] ?? 1) * districtWeight) / provinceDistrictWeight;
      const levelWeight = district.localLevels.reduce((sum, level) => sum + (LOCAL_LEVEL_WEIGHTS[level.type] ?? 1), 0);
      return district.localLevels.map((level) => ({
        value: level,
        weight: (share * (LOCAL_LEVEL_WEIGHTS[level.type] ?? 1)) / levelWeight,
      }));
    }),
  );
}

function phone(random: Random): string {
  return `0${random.int(10, 99)}-${random.digits(6)}`;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

export const campusesStep: GenerateStep = {
  name: 'campuses',
  async run({ client, random, sizes }) {
    const existing = await client.query<{ universityId: number; campusName: string; code: string | null }>(
      'SELECT "universityId", "campusName", code FROM "Campus"',
    );
    let missing = sizes.campuses - existing.rowCount!;
    if (missing <= 0) return `none added: the database already holds ${count(existing.rowCount!)} campuses`;
    const tree = await loadAddressTree(client);
    const universities = await loadUniversities(client);
    const universityByCode = new Map(universities.map((university) => [university.code, university]));
    const takenNames = new Set(existing.rows.map((row) => `${row.universityId}:${row.campusName.toLowerCase()}`));
    const takenCodes = new Set(existing.rows.flatMap((row) => (row.code ? [row.code] : [])));
    const now = new Date();
    const rows: SqlValue[][] = [];

    for (const campus of random.shuffled(readRegistryCampuses())) {
      if (missing === 0) break;
      const university = universityByCode.get(campus.universityCode);
      const localLevel = tree.districtByName
        .get(campus.district)
        ?.localLevels.find((level) => level.name === campus.localLevel);
      const key = `${university?.id}:${campus.name.toLowerCase()}`;
      if (!university || !localLevel || takenNames.has(key) || takenCodes.has(campus.code)) continue;
      takenNames.add(key);
      takenCodes.add(campus.code);
      rows.push([
        university.id,
        campus.name,
        campus.type,
        campus.code,
        localLevel.id,
        campus.wardNo ? Number(campus.wardNo) : null,
        campus.locality || null,
        campus.locality || null,
        campus.establishedYear ? Number(campus.establishedYear) : null,
        campus.phone || null,
        campus.phone || null,
        campus.email || null,
        now,
      ]);
      missing -= 1;
    }
    const fromRegistry = rows.length;

    const universityTable = new WeightedTable(
      UNIVERSITY_SHARES.filter((share) => universityByCode.has(share.value)).map((share) => ({
        value: universityByCode.get(share.value)!,
        weight: share.weight,
      })),
    );
    const typeTable = new WeightedTable(CAMPUS_TYPE_SHARES);
    const places = placeTable(tree);
    let sequence = 0;
    while (missing > 0) {
      const university = universityTable.pick(random);
      const campusType = typeTable.pick(random);
      const localLevel = places.pick(random);
      const suffix = random.pick(CAMPUS_NAME_SUFFIXES[campusType]);
      const tole = random.pick(TOLES);
      const candidates = [
        `${localLevel.name} ${suffix}`,
        `${tole} ${suffix}, ${localLevel.name}`,
        `${localLevel.name} ${random.pick(['Shree', 'Janapriya', 'Saraswati', 'Himalaya', 'Everest'])} ${suffix}`,
      ];
      const campusName = candidates.find((name) => !takenNames.has(`${university.id}:${name.toLowerCase()}`));
      if (!campusName) continue;
      takenNames.add(`${university.id}:${campusName.toLowerCase()}`);
      let code: string;
      do {
        sequence += 1;
        code = `${university.code}-G${String(sequence).padStart(4, '0')}`;
      } while (takenCodes.has(code));
      takenCodes.add(code);
      rows.push([
        university.id,
        campusName,
        campusType,
        code,
        localLevel.id,
        random.int(1, localLevel.wards),
        tole,
        tole,
        campusType === 'private' ? random.int(1995, 2022) : random.int(1965, 2015),
        phone(random),
        phone(random),
        `info@${slug(campusName)}.edu.np`,
        now,
      ]);
      missing -= 1;
    }
    const inserted = await insertRows(client, 'Campus', COLUMNS, rows, ['id']);
    return `${count(inserted.length)} campuses added (${count(fromRegistry)} from the national registry)`;
  },
};
