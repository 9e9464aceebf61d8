/**
 * A campus's infrastructure registers (api-contract 5.12, screens 8.7): land, buildings, labs,
 * hostels, facilities, libraries, and furniture, equipment and vehicles. Field names are the
 * contract's, misspellings included (`adequencyOfLabEquipment`, `ownerShip`, `Facilty`); the
 * campus comes from the signed-in user. The contract has no DELETE: a record entered by mistake
 * is archived with a reason, leaves the lists and is kept (docs/decisions/0028).
 */
import { z } from 'zod';
import {
  LAND_AREA_MESSAGES,
  LAND_UNIT_ALIASES,
  LAND_UNITS,
  landAreaProblem,
  landUnitOf,
} from '../numbers/land-area.ts';
import {
  clearableText,
  optionalBoolean,
  optionalId,
  requiredChoice,
  requiredId,
  requiredText,
  whenAnObject,
} from './fields.ts';

export const INFRASTRUCTURE_MESSAGES = {
  houseNameRequired: 'House name (block no.) is required',
  labNameRequired: 'Lab name is required',
  labTypeRequired: 'Lab type is required',
  buildingRequired: 'Building is required',
  buildingNotOfCampus: 'The building must be one of the campus’s own buildings that is not archived',
  hostelTypeRequired: 'Hostel type must be boys or girls',
  facilityTypeRequired: 'Facility type is required',
  libraryNameRequired: 'Library name is required',
  itemTypeRequired: 'Category must be furniture, equipment or vehicle',
  itemNameRequired: 'Item name is required',
  quantityInvalid: 'Quantity must be a whole number from 1',
  archiveReasonRequired: 'A reason is required to archive a record',
  archived: 'This record is archived and can no longer be changed',
  alreadyArchived: 'This record is already archived',
} as const;
const M = INFRASTRUCTURE_MESSAGES;

/** The largest area in square feet or count a register accepts: far beyond any campus, short of nonsense. */
const MAX_AREA = 9_999_999_999;
const MAX_COUNT = 99_999_999;

/**
 * A number a form may leave blank: missing leaves it as it is, blank ('' from a form) or null
 * clears it; anything else must lie within the bounds.
 */
function clearableNumber(message: string, whole: boolean, max: number) {
  const number = z.coerce.number({ error: message }).min(0, { error: message }).max(max, { error: message });
  return z.preprocess(
    (value) => (value === '' ? null : value),
    (whole ? number.int({ error: message }) : number).nullable().optional(),
  );
}

/** An area (square feet, as the screens label them): a number from 0, or blank. */
function areaField(label: string) {
  return clearableNumber(`${label} must be a number from 0`, false, MAX_AREA);
}

/** A count: a whole number from 0, or blank. */
function countField(label: string) {
  return clearableNumber(`${label} must be a whole number from 0`, true, MAX_COUNT);
}

/** What every register answers beside its fields: its id, campus and whether it was archived. */
const recordFields = {
  id: z.number(),
  campusId: z.number(),
  /** When it was archived (ISO), null while it is in use. */
  archivedAt: z.string().nullable(),
  archiveReason: z.string().nullable(),
};

/** Updates send the whole form again with its id ("+ id"); any field left out stays as it is. */
function updateOf<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object(fields).partial().extend({ id: optionalId() });
}

// ---- Land --------------------------------------------------------------------------------

export const LandSchema = z.object({
  ...recordFields,
  /** As entered, in the unit's own notation ("2-3-1-0" in ropani). */
  totalArea: z.string(),
  unit: z.enum(LAND_UNITS),
  /** The same area in square metres, an exact decimal (for totals across units). */
  areaInSquareMetres: z.string(),
  sheetNo: z.string().nullable(),
  kittaNo: z.string().nullable(),
  ownerShip: z.boolean(),
  remarks: z.string().nullable(),
});
export type Land = z.infer<typeof LandSchema>;

const landFields = {
  totalArea: requiredText(LAND_AREA_MESSAGES.required),
  unit: requiredChoice(LAND_UNITS, LAND_AREA_MESSAGES.unitRequired, LAND_UNIT_ALIASES),
  sheetNo: clearableText(),
  kittaNo: clearableText(),
  ownerShip: optionalBoolean(),
  remarks: clearableText(),
};

/** The total area written as its unit writes it, checked when the body names both (an update may name one). */
function areaWrittenInItsUnit(body: { totalArea?: unknown; unit?: unknown }, context: z.RefinementCtx) {
  const unit = landUnitOf(body.unit);
  if (typeof body.totalArea !== 'string' || !body.totalArea.trim() || !unit) return;
  const problem = landAreaProblem(body.totalArea, unit);
  if (problem) context.addIssue({ code: 'custom', path: ['totalArea'], message: problem });
}

/** POST Lands. Checked beside the other fields' problems, so one answer names them all. */
export const CreateLandBodySchema = z
  .object({ id: optionalId(), ...landFields })
  .superRefine(areaWrittenInItsUnit, { when: whenAnObject });
export type CreateLandBody = z.input<typeof CreateLandBodySchema>;
export type CreateLandBodyParsed = z.output<typeof CreateLandBodySchema>;

/** PUT Lands/{id}: the edit form also offers "kattha" (api-contract 5.12), as the create does here. */
export const UpdateLandBodySchema = updateOf(landFields).superRefine(areaWrittenInItsUnit, { when: whenAnObject });
export type UpdateLandBodyParsed = z.output<typeof UpdateLandBodySchema>;

// ---- Buildings ---------------------------------------------------------------------------

export const BuildingSchema = z.object({
  ...recordFields,
  houseName: z.string(),
  /** Square feet. */
  areaCoveredByBuilding: z.number().nullable(),
  noOfClassrooms: z.number().nullable(),
  areaCoveredByAllRooms: z.number().nullable(),
  ownershipOfBuilding: z.boolean(),
  hasInternetConnection: z.boolean(),
  remarks: z.string().nullable(),
});
export type Building = z.infer<typeof BuildingSchema>;

const buildingFields = {
  houseName: requiredText(M.houseNameRequired),
  areaCoveredByBuilding: areaField('Area covered by building'),
  noOfClassrooms: countField('Number of classrooms'),
  areaCoveredByAllRooms: areaField('Area covered by all rooms'),
  ownershipOfBuilding: optionalBoolean(),
  hasInternetConnection: optionalBoolean(),
  remarks: clearableText(),
};
export const CreateBuildingBodySchema = z.object({ id: optionalId(), ...buildingFields });
export type CreateBuildingBodyParsed = z.output<typeof CreateBuildingBodySchema>;
export const UpdateBuildingBodySchema = updateOf(buildingFields);
export type UpdateBuildingBodyParsed = z.output<typeof UpdateBuildingBodySchema>;

// ---- Labs --------------------------------------------------------------------------------

export const LabSchema = z.object({
  ...recordFields,
  labName: z.string(),
  buildingId: z.number(),
  /** The building's house name: the list shows it (api-contract 5.12). */
  buildingName: z.string(),
  areaCoveredByLab: z.number().nullable(),
  labType: z.string(),
  adequencyOfLabEquipment: z.boolean(),
  hasInternetConnection: z.boolean(),
  equipmentAtLab: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type Lab = z.infer<typeof LabSchema>;

const labFields = {
  labName: requiredText(M.labNameRequired),
  buildingId: requiredId(M.buildingRequired),
  areaCoveredByLab: areaField('Area covered by lab'),
  labType: requiredText(M.labTypeRequired),
  adequencyOfLabEquipment: optionalBoolean(),
  hasInternetConnection: optionalBoolean(),
  equipmentAtLab: clearableText(),
  remarks: clearableText(),
};
export const CreateLabBodySchema = z.object({ id: optionalId(), ...labFields });
export type CreateLabBodyParsed = z.output<typeof CreateLabBodySchema>;
export const UpdateLabBodySchema = updateOf(labFields);
export type UpdateLabBodyParsed = z.output<typeof UpdateLabBodySchema>;

// ---- Hostels -----------------------------------------------------------------------------

export const HOSTEL_TYPES = ['boys', 'girls'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];

export const HostelSchema = z.object({
  ...recordFields,
  hostelType: z.enum(HOSTEL_TYPES),
  noOfRoomsInHostel: z.number().nullable(),
  noOfSeats: z.number().nullable(),
  areaCoveredByHostel: z.number().nullable(),
  buildingId: z.number(),
  buildingName: z.string(),
  hasPlayground: z.boolean(),
  hasInternet: z.boolean(),
  hasDrinkingWater: z.boolean(),
  hasToilet: z.boolean(),
  remarks: z.string().nullable(),
});
export type Hostel = z.infer<typeof HostelSchema>;

const hostelFields = {
  hostelType: requiredChoice(HOSTEL_TYPES, M.hostelTypeRequired),
  noOfRoomsInHostel: countField('Number of rooms'),
  noOfSeats: countField('Number of seats'),
  areaCoveredByHostel: areaField('Area covered by hostel'),
  buildingId: requiredId(M.buildingRequired),
  hasPlayground: optionalBoolean(),
  hasInternet: optionalBoolean(),
  hasDrinkingWater: optionalBoolean(),
  hasToilet: optionalBoolean(),
  remarks: clearableText(),
};
export const CreateHostelBodySchema = z.object({ id: optionalId(), ...hostelFields });
export type CreateHostelBodyParsed = z.output<typeof CreateHostelBodySchema>;
export const UpdateHostelBodySchema = updateOf(hostelFields);
export type UpdateHostelBodyParsed = z.output<typeof UpdateHostelBodySchema>;

// ---- Facilities (Facilty) ------------------------------------------------------------------

export const FacilitySchema = z.object({
  ...recordFields,
  facilityType: z.string(),
  facilityAvailability: z.boolean(),
  adequacyOfFacility: z.boolean(),
  remarks: z.string().nullable(),
});
export type Facility = z.infer<typeof FacilitySchema>;

/** POST Facilty sends PascalCase keys (FacilityType ...), PATCH camelCase: keys bind in any case. */
const facilityFields = {
  facilityType: requiredText(M.facilityTypeRequired),
  facilityAvailability: optionalBoolean(),
  adequacyOfFacility: optionalBoolean(),
  remarks: clearableText(),
};
export const CreateFacilityBodySchema = z.object({ id: optionalId(), ...facilityFields });
export type CreateFacilityBodyParsed = z.output<typeof CreateFacilityBodySchema>;
export const UpdateFacilityBodySchema = updateOf(facilityFields);
export type UpdateFacilityBodyParsed = z.output<typeof UpdateFacilityBodySchema>;

// ---- Libraries ---------------------------------------------------------------------------

export const LibrarySchema = z.object({
  ...recordFields,
  libraryName: z.string(),
  buildingId: z.number(),
  buildingName: z.string(),
  noOfLibraryRooms: z.number().nullable(),
  totalAreaOfLibraryRoom: z.number().nullable(),
  noOfReadingHalls: z.number().nullable(),
  areaOfReadingHall: z.number().nullable(),
  noOfBooks: z.number().nullable(),
  noOfDailyJournals: z.number().nullable(),
  noOfWeeklyJournals: z.number().nullable(),
  noOfMonthlyJournals: z.number().nullable(),
  noOfAnnualJournals: z.number().nullable(),
  hasELibraryFacility: z.boolean(),
  remarks: z.string().nullable(),
});
export type Library = z.infer<typeof LibrarySchema>;

const libraryFields = {
  libraryName: requiredText(M.libraryNameRequired),
  buildingId: requiredId(M.buildingRequired),
  /** Sent by the form; the campus is the signed-in user's. */
  campusId: optionalId(),
  noOfLibraryRooms: countField('Number of library rooms'),
  totalAreaOfLibraryRoom: areaField('Total area of library rooms'),
  noOfReadingHalls: countField('Number of reading halls'),
  areaOfReadingHall: areaField('Area of reading halls'),
  noOfBooks: countField('Number of books'),
  noOfDailyJournals: countField('Number of daily journals'),
  noOfWeeklyJournals: countField('Number of weekly journals'),
  noOfMonthlyJournals: countField('Number of monthly journals'),
  noOfAnnualJournals: countField('Number of annual journals'),
  hasELibraryFacility: optionalBoolean(),
  remarks: clearableText(),
};
export const CreateLibraryBodySchema = z.object({ id: optionalId(), ...libraryFields });
export type CreateLibraryBodyParsed = z.output<typeof CreateLibraryBodySchema>;
export const UpdateLibraryBodySchema = updateOf(libraryFields);
export type UpdateLibraryBodyParsed = z.output<typeof UpdateLibraryBodySchema>;

// ---- Furniture, equipment and vehicles ---------------------------------------------------

export const ITEM_TYPES = ['furniture', 'equipment', 'vehicle'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const FurnitureEquipmentVehicleSchema = z.object({
  ...recordFields,
  itemType: z.enum(ITEM_TYPES),
  itemName: z.string(),
  noOfQty: z.number(),
  itemDescription: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type FurnitureEquipmentVehicle = z.infer<typeof FurnitureEquipmentVehicleSchema>;

const itemFields = {
  itemType: requiredChoice(ITEM_TYPES, M.itemTypeRequired),
  itemName: requiredText(M.itemNameRequired),
  noOfQty: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: M.quantityInvalid })
      .int({ error: M.quantityInvalid })
      .min(1, { error: M.quantityInvalid }),
  ),
  itemDescription: clearableText(),
  remarks: clearableText(),
};
export const CreateFurnitureEquipmentVehicleBodySchema = z.object({ id: optionalId(), ...itemFields });
export type CreateFurnitureEquipmentVehicleBodyParsed = z.output<typeof CreateFurnitureEquipmentVehicleBodySchema>;
export const UpdateFurnitureEquipmentVehicleBodySchema = updateOf(itemFields);
export type UpdateFurnitureEquipmentVehicleBodyParsed = z.output<typeof UpdateFurnitureEquipmentVehicleBodySchema>;

// ---- Lists and archiving -----------------------------------------------------------------

/** GET of a register: the records in use; `archived=true` lists the archived ones instead. */
export const InfrastructureListQuerySchema = z.object({ archived: optionalBoolean() });
export type InfrastructureListQueryParsed = z.output<typeof InfrastructureListQuerySchema>;

/** POST {register}/{id}/archive: why the record leaves the lists. */
export const ArchiveRecordBodySchema = z.object({
  reason: requiredText(M.archiveReasonRequired).pipe(
    z.string().max(500, { error: 'The reason is at most 500 characters' }),
  ),
});
export type ArchiveRecordBody = z.input<typeof ArchiveRecordBodySchema>;
export type ArchiveRecordBodyParsed = z.output<typeof ArchiveRecordBodySchema>;
