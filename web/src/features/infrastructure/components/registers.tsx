/**
 * The seven infrastructure registers of screens 8.7, each described once: its API path, its
 * screen's title, the form's fields (the contract's request fields, api-contract 5.12) and the
 * list's columns. One screen (register-page.tsx) draws any of them.
 */
import {
  CreateBuildingBodySchema,
  CreateFacilityBodySchema,
  CreateFurnitureEquipmentVehicleBodySchema,
  CreateHostelBodySchema,
  CreateLabBodySchema,
  CreateLandBodySchema,
  CreateLibraryBodySchema,
  HOSTEL_TYPES,
  ITEM_TYPES,
  LAND_UNIT_LABELS,
  LAND_UNITS,
} from '@hemis/contracts';
import { CheckboxInput } from '../../../components/form/choice-inputs.tsx';
import type { FormSchema } from '../../../components/form/schema-form.tsx';
import type { Column } from '../../../components/data-table.tsx';
import type { RegisterScreen } from '../routes/register-screens.ts';
import {
  columnsOfFields,
  REMARKS_FIELD,
  YES_NO_OPTIONS,
  type FieldOption,
  type FieldSpec,
  type FormValues,
} from '../../../components/setup/field-grid.tsx';

/** A record of any register as the list answers it. */
export type RegisterRow = { id: number } & Record<string, unknown>;

export interface RegisterDescription {
  /** The API path (api-contract 5.12, spelling kept). */
  path: string;
  /** The screen's heading (screens 8.7). */
  title: string;
  /** Names the add form, the list and the edit dialog ("Add Land", "Land List"). */
  entityName: string;
  updateMethod: 'PUT' | 'PATCH';
  schema: FormSchema;
  emptyValues: FormValues;
  /** The form's fields; those in a building choose among the campus's buildings. */
  fields(buildings: readonly FieldOption[]): FieldSpec<FormValues>[];
  /** Columns beyond the fields', or in their place (the building's name for its id). */
  columns?(fields: readonly FieldSpec<FormValues>[]): Column<RegisterRow>[];
  rowName(row: RegisterRow): string;
  /** Whether the form names one of the campus's buildings. */
  inBuilding?: boolean;
}

const optionsOf = (values: readonly string[], labels: Record<string, string> = {}): FieldOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1) }));

/** A yes/no field, ticked in the form and shown as Yes or No in the list. */
function checkbox(name: string, label: string): FieldSpec<FormValues> {
  return {
    name,
    label,
    options: YES_NO_OPTIONS,
    width: 3,
    render: () => <CheckboxInput name={name} label={label} />,
  };
}

const text = (name: string, label: string, required = false): FieldSpec<FormValues> => ({ name, label, required });
const number = (name: string, label: string): FieldSpec<FormValues> => ({ name, label, type: 'number', width: 3 });
const building = (options: readonly FieldOption[]): FieldSpec<FormValues> => ({
  name: 'buildingId',
  label: 'Building',
  required: true,
  options,
});

/** The form's values when nothing is entered: text blank, boxes unticked. */
function emptyOf(texts: readonly string[], boxes: readonly string[] = []): FormValues {
  return Object.fromEntries([...texts.map((name) => [name, '']), ...boxes.map((name) => [name, 'false'])]);
}

/** The fields' columns with the building's name in place of its id, as the lists show it. */
function withBuildingName(fields: readonly FieldSpec<FormValues>[]): Column<RegisterRow>[] {
  return columnsOfFields<RegisterRow, FormValues>(fields).map((column) =>
    column.id === 'buildingId'
      ? { id: 'buildingName', header: 'Building', value: (row) => String(row.buildingName ?? '') }
      : column,
  );
}

const nameOf = (key: string) => (row: RegisterRow) => String(row[key] ?? row.id);

const squareMetres = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const LAND: RegisterDescription = {
  path: 'Lands',
  title: 'Land Management',
  entityName: 'Land',
  updateMethod: 'PUT',
  schema: CreateLandBodySchema,
  emptyValues: emptyOf(['totalArea', 'unit', 'sheetNo', 'kittaNo', 'remarks'], ['ownerShip']),
  fields: () => [
    { name: 'unit', label: 'Area Unit', required: true, options: optionsOf(LAND_UNITS, LAND_UNIT_LABELS) },
    text('totalArea', 'Total Area of Land', true),
    text('sheetNo', 'Sheet no.'),
    text('kittaNo', 'Kitta no.'),
    checkbox('ownerShip', 'Ownership'),
    REMARKS_FIELD,
  ],
  columns: (fields) => [
    ...columnsOfFields<RegisterRow, FormValues>(fields, ['totalArea', 'unit', 'sheetNo', 'kittaNo', 'ownerShip']),
    {
      id: 'areaInSquareMetres',
      header: 'Area (sq. m)',
      value: (row) => squareMetres.format(Number(row.areaInSquareMetres)),
    },
    ...columnsOfFields<RegisterRow, FormValues>(fields, ['remarks']),
  ],
  rowName: (row) => `land ${String(row.totalArea)} ${String(row.unit)}`,
};

export const BUILDING: RegisterDescription = {
  path: 'Buildings',
  title: 'Building Management',
  entityName: 'Building',
  updateMethod: 'PUT',
  schema: CreateBuildingBodySchema,
  emptyValues: emptyOf(
    ['houseName', 'areaCoveredByBuilding', 'noOfClassrooms', 'areaCoveredByAllRooms', 'remarks'],
    ['ownershipOfBuilding', 'hasInternetConnection'],
  ),
  fields: () => [
    text('houseName', 'House Name (Block No)', true),
    number('areaCoveredByBuilding', 'Area Covered by Building (sq.ft)'),
    number('noOfClassrooms', 'Number of Classrooms'),
    number('areaCoveredByAllRooms', 'Area of All Rooms (sq.ft)'),
    checkbox('ownershipOfBuilding', 'Ownership of Building'),
    checkbox('hasInternetConnection', 'Internet Connection'),
    REMARKS_FIELD,
  ],
  rowName: nameOf('houseName'),
};

export const LAB: RegisterDescription = {
  path: 'Labs',
  title: 'Lab Management',
  entityName: 'Lab',
  updateMethod: 'PUT',
  schema: CreateLabBodySchema,
  inBuilding: true,
  emptyValues: emptyOf(
    ['labName', 'buildingId', 'areaCoveredByLab', 'labType', 'equipmentAtLab', 'remarks'],
    ['adequencyOfLabEquipment', 'hasInternetConnection'],
  ),
  fields: (buildings) => [
    text('labName', 'Lab Name', true),
    building(buildings),
    number('areaCoveredByLab', 'Area (sq.ft)'),
    text('labType', 'Lab Type', true),
    checkbox('adequencyOfLabEquipment', 'Adequacy of Lab Equipment'),
    checkbox('hasInternetConnection', 'Internet'),
    { name: 'equipmentAtLab', label: 'Equipment at Lab', type: 'textarea', width: 6 },
    { ...REMARKS_FIELD, width: 6 },
  ],
  columns: withBuildingName,
  rowName: nameOf('labName'),
};

export const HOSTEL: RegisterDescription = {
  path: 'Hostels',
  title: 'Hostel Management',
  entityName: 'Hostel',
  updateMethod: 'PUT',
  schema: CreateHostelBodySchema,
  inBuilding: true,
  emptyValues: emptyOf(
    ['hostelType', 'buildingId', 'noOfRoomsInHostel', 'noOfSeats', 'areaCoveredByHostel', 'remarks'],
    ['hasPlayground', 'hasInternet', 'hasDrinkingWater', 'hasToilet'],
  ),
  fields: (buildings) => [
    { name: 'hostelType', label: 'Hostel Type', required: true, options: optionsOf(HOSTEL_TYPES) },
    building(buildings),
    number('noOfRoomsInHostel', 'Number of Rooms'),
    number('noOfSeats', 'Number of Seats'),
    number('areaCoveredByHostel', 'Area (sq.ft)'),
    checkbox('hasPlayground', 'Playground'),
    checkbox('hasInternet', 'Internet'),
    checkbox('hasDrinkingWater', 'Drinking Water'),
    checkbox('hasToilet', 'Toilet'),
    REMARKS_FIELD,
  ],
  columns: withBuildingName,
  rowName: (row) => `${String(row.hostelType)} hostel in ${String(row.buildingName)}`,
};

export const FACILITY: RegisterDescription = {
  path: 'Facilty',
  title: 'Register Facility',
  entityName: 'Facility',
  updateMethod: 'PATCH',
  schema: CreateFacilityBodySchema,
  emptyValues: emptyOf(['facilityType', 'remarks'], ['facilityAvailability', 'adequacyOfFacility']),
  fields: () => [
    text('facilityType', 'Facility Type', true),
    checkbox('facilityAvailability', 'Facility Availability'),
    checkbox('adequacyOfFacility', 'Adequacy of Facility'),
    REMARKS_FIELD,
  ],
  rowName: nameOf('facilityType'),
};

export const LIBRARY: RegisterDescription = {
  path: 'Library',
  title: 'Library Management',
  entityName: 'Library',
  updateMethod: 'PUT',
  schema: CreateLibraryBodySchema,
  inBuilding: true,
  emptyValues: emptyOf(
    [
      'libraryName',
      'buildingId',
      'noOfLibraryRooms',
      'totalAreaOfLibraryRoom',
      'noOfReadingHalls',
      'areaOfReadingHall',
      'noOfBooks',
      'noOfDailyJournals',
      'noOfWeeklyJournals',
      'noOfMonthlyJournals',
      'noOfAnnualJournals',
      'remarks',
    ],
    ['hasELibraryFacility'],
  ),
  fields: (buildings) => [
    text('libraryName', 'Library Name', true),
    building(buildings),
    number('noOfLibraryRooms', 'Number of Library Rooms'),
    number('totalAreaOfLibraryRoom', 'Total Area of Library Rooms (sq.ft)'),
    number('noOfReadingHalls', 'Number of Reading Halls'),
    number('areaOfReadingHall', 'Area of Reading Halls (sq.ft)'),
    number('noOfBooks', 'Number of Books'),
    number('noOfDailyJournals', 'Daily Journals'),
    number('noOfWeeklyJournals', 'Weekly Journals'),
    number('noOfMonthlyJournals', 'Monthly Journals'),
    number('noOfAnnualJournals', 'Annual Journals'),
    checkbox('hasELibraryFacility', 'Has E-Library Facility'),
    REMARKS_FIELD,
  ],
  columns: withBuildingName,
  rowName: nameOf('libraryName'),
};

export const FURNITURE_EQUIPMENT_VEHICLE: RegisterDescription = {
  path: 'FurnitureEquipmentVehicle',
  title: 'Furniture, Equipment, and Vehicle Management',
  entityName: 'Item',
  updateMethod: 'PUT',
  schema: CreateFurnitureEquipmentVehicleBodySchema,
  emptyValues: emptyOf(['itemType', 'itemName', 'noOfQty', 'itemDescription', 'remarks']),
  fields: () => [
    { name: 'itemType', label: 'Category', required: true, options: optionsOf(ITEM_TYPES) },
    text('itemName', 'Item Name', true),
    { name: 'noOfQty', label: 'Quantity', type: 'number', required: true },
    { name: 'itemDescription', label: 'Item Description', type: 'textarea', width: 6 },
    { ...REMARKS_FIELD, width: 6 },
  ],
  rowName: nameOf('itemName'),
};

/** The registers by the screen's path under /infrastructure-management (spec section 2). */
export const REGISTERS_BY_PATH = {
  'land-management': LAND,
  'building-management': BUILDING,
  'lab-management': LAB,
  'hostel-management': HOSTEL,
  'facility-register': FACILITY,
  'library-management': LIBRARY,
  'equipment-management': FURNITURE_EQUIPMENT_VEHICLE,
} as const satisfies Record<RegisterScreen, RegisterDescription>;
