/**
 * A campus's infrastructure registers (api-contract 5.12): land, buildings, labs, hostels,
 * facilities, libraries, and furniture, equipment and vehicles. Each is a register of the
 * campus with one cycle, written once here: its staff add and change its records, its
 * university and the grants body read them through the scope helper, and a record entered by
 * mistake is archived with a reason (there is no DELETE), which takes it out of the lists and
 * keeps it (docs/decisions/0028). Labs, hostels and libraries name a building of their campus.
 * Each register says only what is its own: how a body becomes columns and a row its answer.
 */
import {
  INFRASTRUCTURE_MESSAGES as M,
  landArea,
  type ArchiveRecordBodyParsed,
  type Building,
  type CreateBuildingBodyParsed,
  type CreateFacilityBodyParsed,
  type CreateFurnitureEquipmentVehicleBodyParsed,
  type CreateHostelBodyParsed,
  type CreateLabBodyParsed,
  type CreateLandBodyParsed,
  type CreateLibraryBodyParsed,
  type Facility,
  type FurnitureEquipmentVehicle,
  type Hostel,
  type InfrastructureListQueryParsed,
  type Lab,
  type Land,
  type LandUnit,
  type Library,
  type UpdateBuildingBodyParsed,
  type UpdateFacilityBodyParsed,
  type UpdateFurnitureEquipmentVehicleBodyParsed,
  type UpdateHostelBodyParsed,
  type UpdateLabBodyParsed,
  type UpdateLandBodyParsed,
  type UpdateLibraryBodyParsed,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { LandUnit as StoredLandUnit } from '../../generated/prisma/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner } from '../../lib/ownership.ts';
import {
  createRecord,
  findRecord,
  findWritableRecord,
  listRecords,
  modelStore,
  updateRecord,
  type RecordStore,
} from '../../lib/records.ts';

// ---- The cycle every register shares ------------------------------------------------------

/** What every register's rows carry. */
interface RegisterRow {
  id: number;
  campusId: number;
  archivedAt: Date | null;
}

type Where = { AND?: Where | Where[] };

interface Register<Row extends RegisterRow, Create, Update, CreateBody, UpdateBody, Item> {
  store: RecordStore<Row, Where, Create, Update>;
  /** The columns of a new record of the campus. */
  created(body: CreateBody, campusId: number): Create;
  /** The columns an update changes (a field left out stays as it is). */
  updated(body: UpdateBody, current: Row): Update;
  toItem(row: Row): Item;
  /** The building a body names, for the registers that sit in one. */
  buildingOf?(body: CreateBody | UpdateBody): number | undefined;
}

/** A record of the register the caller may change, that is still in use (an archived one is kept as it was). */
async function recordInUse<Row extends RegisterRow>(
  context: WriteContext,
  store: RecordStore<Row, Where, never, never>,
  id: number,
  message: string,
): Promise<Row> {
  const current = await findWritableRecord(context, store, id);
  if (current.archivedAt) throw AppError.conflict(message);
  return current;
}

/** A building a lab, hostel or library names must be one of its campus's buildings in use; else 400 on the field. */
async function assertOwnBuilding(db: Db, campusId: number, buildingId: number | undefined): Promise<void> {
  if (buildingId === undefined) return;
  const building = await db.building.findFirst({
    where: { id: buildingId, campusId, archivedAt: null },
    select: { id: true },
  });
  if (!building) throw AppError.validation([{ field: 'body.buildingId', message: M.buildingNotOfCampus }]);
}

/** The list, read, add, update and archive of one register, as its routes call them. */
export interface RegisterService<CreateBody, UpdateBody, Item> {
  list(context: ReadContext, query: InfrastructureListQueryParsed): Promise<Item[]>;
  get(context: ReadContext, id: number): Promise<Item>;
  create(context: WriteContext, body: CreateBody): Promise<Item>;
  update(context: WriteContext, id: number, body: UpdateBody): Promise<Item>;
  archive(context: WriteContext, id: number, body: ArchiveRecordBodyParsed): Promise<Item>;
}

function registerService<Row extends RegisterRow, Create, Update, CreateBody, UpdateBody, Item>(
  register: Register<Row, Create, Update, CreateBody, UpdateBody, Item>,
): RegisterService<CreateBody, UpdateBody, Item> {
  const { store, toItem } = register;
  return {
    /** The records in use, or with `archived` the archived ones. */
    async list(context: ReadContext, query: InfrastructureListQueryParsed): Promise<Item[]> {
      const where = { archivedAt: query.archived ? { not: null } : null } as Where;
      return (await listRecords(context, store, where)).map(toItem);
    },
    async get(context: ReadContext, id: number): Promise<Item> {
      return toItem(await findRecord(context, store, id));
    },
    async create(context: WriteContext, body: CreateBody): Promise<Item> {
      const { campusId } = await campusOwner(context.prisma, context.scope);
      await assertOwnBuilding(context.prisma, campusId, register.buildingOf?.(body));
      return toItem(await createRecord(context, store, register.created(body, campusId)));
    },
    async update(context: WriteContext, id: number, body: UpdateBody): Promise<Item> {
      const current = await recordInUse(context, store, id, M.archived);
      await assertOwnBuilding(context.prisma, current.campusId, register.buildingOf?.(body));
      return toItem(await updateRecord(context, store, id, register.updated(body, current)));
    },
    async archive(context: WriteContext, id: number, body: ArchiveRecordBodyParsed): Promise<Item> {
      await recordInUse(context, store, id, M.alreadyArchived);
      const archived = { archivedAt: context.clock.now(), archiveReason: body.reason } as Update;
      return toItem(await updateRecord(context, store, id, archived));
    },
  };
}

/** A column's value as the wire carries it: decimals as numbers, moments as ISO text. */
type Plain<Value> = Value extends Prisma.Decimal ? number : Value extends Date ? string : Value;
type PlainRow<Row> = { [Key in Exclude<keyof Row, 'createdAt' | 'updatedAt'>]: Plain<Row[Key]> };

/** A row's columns as its answer has them, without the record times no answer carries. */
function plainColumns<Row extends object>(row: Row): PlainRow<Row> {
  const entries = Object.entries(row)
    .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
    .map(([key, value]) => [
      key,
      value instanceof Prisma.Decimal ? value.toNumber() : value instanceof Date ? value.toISOString() : value,
    ]);
  return Object.fromEntries(entries) as PlainRow<Row>;
}

/** A body without the id its update repeats and the campus its library form sends: the campus is the user's. */
function columnsOf<Body extends { id?: number; campusId?: number }>(body: Body): Omit<Body, 'id' | 'campusId'> {
  const { id: _id, campusId: _campusId, ...columns } = body;
  return columns;
}

const registerTable = { readScope: CAMPUS_RECORD_SCOPE, conflictMessage: 'This record already exists' } as const;

/** The building's name beside its id, which the lists show (api-contract 5.12: the server joins it). */
const IN_BUILDING = { building: { select: { houseName: true } } } as const;

function withBuildingName<Row extends { building: { houseName: string } }>(row: Row) {
  const { building, ...columns } = plainColumns(row);
  return { ...columns, buildingName: building.houseName };
}

// ---- Land -------------------------------------------------------------------------------

/** The contract's unit names as stored: PostgreSQL's enum keeps the contract's spelling, Prisma names them without spaces. */
const STORED_UNITS: Record<LandUnit, StoredLandUnit> = {
  hector: 'hector',
  ropani: 'ropani',
  'barga meter': 'barga_meter',
  'barga feet': 'barga_feet',
  kattha: 'kattha',
};
const CONTRACT_UNITS = Object.fromEntries(
  Object.entries(STORED_UNITS).map(([unit, stored]) => [stored, unit as LandUnit]),
) as Record<StoredLandUnit, LandUnit>;

/** The area's columns: as entered, its unit, and its exact square metres; a badly written area answers 400 on the field. */
function areaColumns(totalArea: string, unit: LandUnit) {
  const area = landArea(totalArea, unit);
  if ('problem' in area) throw AppError.validation([{ field: 'body.totalArea', message: area.problem }]);
  return { totalArea: totalArea.trim(), unit: STORED_UNITS[unit], areaInSquareMetres: area.squareMetres };
}

const landStore = modelStore((db: Db) => db.land, { entity: 'Land', ...registerTable, orderBy: { id: 'asc' } });
type LandRow = NonNullable<Awaited<ReturnType<typeof landStore.findFirst>>>;

export const lands = registerService({
  store: landStore,
  created: (body: CreateLandBodyParsed, campusId) => ({
    campusId,
    ...areaColumns(body.totalArea, body.unit),
    sheetNo: body.sheetNo,
    kittaNo: body.kittaNo,
    ownership: body.ownerShip,
    remarks: body.remarks,
  }),
  updated: (body: UpdateLandBodyParsed, current: LandRow) => ({
    // An update naming the area or the unit alone is read with the other as stored.
    ...(body.totalArea !== undefined || body.unit !== undefined
      ? areaColumns(body.totalArea ?? current.totalArea, body.unit ?? CONTRACT_UNITS[current.unit])
      : {}),
    sheetNo: body.sheetNo,
    kittaNo: body.kittaNo,
    ownership: body.ownerShip,
    remarks: body.remarks,
  }),
  toItem: (row: LandRow): Land => {
    const { ownership, ...columns } = plainColumns(row);
    return {
      ...columns,
      unit: CONTRACT_UNITS[row.unit],
      areaInSquareMetres: row.areaInSquareMetres.toFixed(),
      ownerShip: ownership,
    };
  },
});

// ---- Buildings --------------------------------------------------------------------------

const buildingStore = modelStore((db: Db) => db.building, {
  entity: 'Building',
  ...registerTable,
  orderBy: [{ houseName: 'asc' }, { id: 'asc' }],
});
type BuildingRow = NonNullable<Awaited<ReturnType<typeof buildingStore.findFirst>>>;

export const buildings = registerService({
  store: buildingStore,
  created: (body: CreateBuildingBodyParsed, campusId) => ({ ...columnsOf(body), campusId }),
  updated: (body: UpdateBuildingBodyParsed) => columnsOf(body),
  toItem: (row: BuildingRow): Building => plainColumns(row),
});

// ---- Labs ---------------------------------------------------------------------------------

const labStore = modelStore((db: Db) => db.lab, {
  entity: 'Lab',
  ...registerTable,
  include: IN_BUILDING,
  orderBy: [{ labName: 'asc' }, { id: 'asc' }],
});
type LabRow = NonNullable<Awaited<ReturnType<typeof labStore.findFirst>>>;

/** The contract spells it `adequencyOfLabEquipment`; the column is spelt right. */
function labColumns<Body extends { adequencyOfLabEquipment?: boolean; id?: number }>(body: Body) {
  const { adequencyOfLabEquipment, ...columns } = columnsOf(body);
  return { ...columns, adequacyOfLabEquipment: adequencyOfLabEquipment };
}

export const labs = registerService({
  store: labStore,
  created: (body: CreateLabBodyParsed, campusId) => ({ ...labColumns(body), campusId }),
  updated: (body: UpdateLabBodyParsed) => labColumns(body),
  buildingOf: (body) => body.buildingId,
  toItem: (row: LabRow): Lab => {
    const { adequacyOfLabEquipment, ...columns } = withBuildingName(row);
    return { ...columns, adequencyOfLabEquipment: adequacyOfLabEquipment };
  },
});

// ---- Hostels ------------------------------------------------------------------------------

const hostelStore = modelStore((db: Db) => db.hostel, {
  entity: 'Hostel',
  ...registerTable,
  include: IN_BUILDING,
  orderBy: [{ hostelType: 'asc' }, { id: 'asc' }],
});
type HostelRow = NonNullable<Awaited<ReturnType<typeof hostelStore.findFirst>>>;

export const hostels = registerService({
  store: hostelStore,
  created: (body: CreateHostelBodyParsed, campusId) => ({ ...columnsOf(body), campusId }),
  updated: (body: UpdateHostelBodyParsed) => columnsOf(body),
  buildingOf: (body) => body.buildingId,
  toItem: (row: HostelRow): Hostel => withBuildingName(row),
});

// ---- Facilities ---------------------------------------------------------------------------

const facilityStore = modelStore((db: Db) => db.facility, {
  entity: 'Facility',
  ...registerTable,
  orderBy: [{ facilityType: 'asc' }, { id: 'asc' }],
});
type FacilityRow = NonNullable<Awaited<ReturnType<typeof facilityStore.findFirst>>>;

export const facilities = registerService({
  store: facilityStore,
  created: (body: CreateFacilityBodyParsed, campusId) => ({ ...columnsOf(body), campusId }),
  updated: (body: UpdateFacilityBodyParsed) => columnsOf(body),
  toItem: (row: FacilityRow): Facility => plainColumns(row),
});

// ---- Libraries ----------------------------------------------------------------------------

const libraryStore = modelStore((db: Db) => db.library, {
  entity: 'Library',
  ...registerTable,
  include: IN_BUILDING,
  orderBy: [{ libraryName: 'asc' }, { id: 'asc' }],
});
type LibraryRow = NonNullable<Awaited<ReturnType<typeof libraryStore.findFirst>>>;

export const libraries = registerService({
  store: libraryStore,
  created: (body: CreateLibraryBodyParsed, campusId) => ({ ...columnsOf(body), campusId }),
  updated: (body: UpdateLibraryBodyParsed) => columnsOf(body),
  buildingOf: (body) => body.buildingId,
  toItem: (row: LibraryRow): Library => withBuildingName(row),
});

// ---- Furniture, equipment and vehicles ----------------------------------------------------

const itemStore = modelStore((db: Db) => db.furnitureEquipmentVehicle, {
  entity: 'FurnitureEquipmentVehicle',
  ...registerTable,
  orderBy: [{ itemType: 'asc' }, { itemName: 'asc' }, { id: 'asc' }],
});
type ItemRow = NonNullable<Awaited<ReturnType<typeof itemStore.findFirst>>>;

export const inventoryItems = registerService({
  store: itemStore,
  created: (body: CreateFurnitureEquipmentVehicleBodyParsed, campusId) => ({ ...columnsOf(body), campusId }),
  updated: (body: UpdateFurnitureEquipmentVehicleBodyParsed) => columnsOf(body),
  toItem: (row: ItemRow): FurnitureEquipmentVehicle => plainColumns(row),
});
