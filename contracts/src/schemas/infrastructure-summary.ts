/**
 * The infrastructure of a campus, a university or the country (issue: summaries for a
 * university and the country; statistical report section 6): land and built area, classrooms,
 * labs by type, hostels and their seats by type, library holdings, facilities available and
 * adequate, and furniture, equipment and vehicles, counted from the registers as they stand
 * (archived records never count), in all or by campus type or province. Areas of land are
 * exact decimals of square metres, and also written as title deeds write them.
 */
import { z } from 'zod';
import { STATISTICAL_REPORT_MESSAGES as M } from '../messages/statistical-report.ts';
import { ReportQuerySchema } from './dashboard.ts';
import { readableArea } from '../numbers/land-area.ts';
import { optionalId } from './fields.ts';
import { HOSTEL_TYPES, ITEM_TYPES } from './infrastructure.ts';
import type { ReportTableColumn } from './statistical-report.ts';

/** How a summary of more than one campus may be divided. */
export const INFRASTRUCTURE_GROUPINGS = ['campusType', 'province'] as const;
export type InfrastructureGrouping = (typeof INFRASTRUCTURE_GROUPINGS)[number];
export const INFRASTRUCTURE_GROUPING_LABELS: Record<InfrastructureGrouping, string> = {
  campusType: 'Campus type',
  province: 'Province',
};

/** The scope's summaries read one university or campus of it, and a file with `format`. */
const SummaryPlaceSchema = z.object({
  universityId: optionalId(),
  campusId: optionalId(),
  format: ReportQuerySchema.shape.format,
});

/** InfrastructureSummary: all of the reader's scope, or one university or campus in it; `groupBy` divides it. */
export const InfrastructureSummaryQuerySchema = SummaryPlaceSchema.extend({
  groupBy: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(INFRASTRUCTURE_GROUPINGS, { error: M.groupByInvalid }).optional(),
  ),
});
export type InfrastructureSummaryQuery = z.output<typeof InfrastructureSummaryQuerySchema>;

/** ResearchSummary and FinanceSummary: one fiscal year (all years when left out) of the scope or a place in it. */
export const FiscalYearSummaryQuerySchema = SummaryPlaceSchema.extend({ fiscalYearId: optionalId() });
export type FiscalYearSummaryQuery = z.output<typeof FiscalYearSummaryQuerySchema>;

/** A decimal as the database summed it ("1017.47409408"), exact. */
const decimal = z.string();

export const InfrastructureTotalsSchema = z.object({
  /** The campuses of the scope (or group), whatever they recorded. */
  campuses: z.number(),
  land: z.object({
    plots: z.number(),
    squareMetres: decimal,
    /** The same area as ropani-aana-paisa-daam and as bigha-kattha-dhur. */
    ropani: z.string(),
    bigha: z.string(),
  }),
  buildings: z.object({
    count: z.number(),
    builtAreaSquareFeet: decimal,
    roomsAreaSquareFeet: decimal,
    classrooms: z.number(),
  }),
  labs: z.object({
    count: z.number(),
    adequatelyEquipped: z.number(),
    byType: z.array(z.object({ labType: z.string(), count: z.number(), adequatelyEquipped: z.number() })),
  }),
  hostels: z.object({
    count: z.number(),
    rooms: z.number(),
    seats: z.number(),
    byType: z.array(
      z.object({ hostelType: z.enum(HOSTEL_TYPES), count: z.number(), rooms: z.number(), seats: z.number() }),
    ),
  }),
  libraries: z.object({
    count: z.number(),
    books: z.number(),
    /** Daily, weekly, monthly and annual journals together. */
    journals: z.number(),
    eLibraries: z.number(),
  }),
  facilities: z.array(
    z.object({ facilityType: z.string(), recorded: z.number(), available: z.number(), adequate: z.number() }),
  ),
  inventory: z.array(z.object({ itemType: z.enum(ITEM_TYPES), records: z.number(), quantity: z.number() })),
});
export type InfrastructureTotals = z.infer<typeof InfrastructureTotalsSchema>;

export const InfrastructureSummarySchema = z.object({
  groupBy: z.enum(INFRASTRUCTURE_GROUPINGS).nullable(),
  totals: InfrastructureTotalsSchema,
  /** One per campus type or province with campuses in the scope; empty without `groupBy`. */
  groups: z.array(z.object({ key: z.string(), label: z.string(), totals: InfrastructureTotalsSchema })),
});
export type InfrastructureSummary = z.infer<typeof InfrastructureSummarySchema>;

/** Whether any register of the scope holds a record in use. */
export const infrastructureRecorded = (totals: InfrastructureTotals) =>
  totals.land.plots +
    totals.buildings.count +
    totals.labs.count +
    totals.hostels.count +
    totals.libraries.count +
    totals.facilities.length +
    totals.inventory.reduce((sum, item) => sum + item.records, 0) >
  0;

const ITEM_LABELS: Record<(typeof ITEM_TYPES)[number], string> = {
  furniture: 'Furniture (quantity)',
  equipment: 'Equipment (quantity)',
  vehicle: 'Vehicles (quantity)',
};

/** A figure of the summary as the screen and the printed copies list it. */
export interface InfrastructureFigure {
  figure: string;
  value: string | number;
  /** How screens and printed copies show an exact area (the downloads keep `value`). */
  shown?: string;
}

/** The figures of a scope's totals, in the order the summary reads. */
export function infrastructureFigures(totals: InfrastructureTotals): InfrastructureFigure[] {
  const { land, buildings, labs, hostels, libraries } = totals;
  return [
    { figure: 'Campuses', value: totals.campuses },
    { figure: 'Plots of land', value: land.plots },
    { figure: 'Land area (m²)', value: land.squareMetres, shown: readableArea(land.squareMetres) },
    { figure: 'Land area (ropani-aana-paisa-daam)', value: land.ropani },
    { figure: 'Land area (bigha-kattha-dhur)', value: land.bigha },
    { figure: 'Buildings', value: buildings.count },
    {
      figure: 'Built area (sq ft)',
      value: buildings.builtAreaSquareFeet,
      shown: readableArea(buildings.builtAreaSquareFeet),
    },
    {
      figure: 'Area of all rooms (sq ft)',
      value: buildings.roomsAreaSquareFeet,
      shown: readableArea(buildings.roomsAreaSquareFeet),
    },
    { figure: 'Classrooms', value: buildings.classrooms },
    { figure: 'Labs', value: labs.count },
    { figure: 'Labs with adequate equipment', value: labs.adequatelyEquipped },
    ...labs.byType.map((lab) => ({ figure: `Labs: ${lab.labType}`, value: lab.count })),
    { figure: 'Hostels', value: hostels.count },
    { figure: 'Hostel seats', value: hostels.seats },
    ...hostels.byType.flatMap((hostel) => [
      { figure: `Hostels: ${hostel.hostelType}`, value: hostel.count },
      { figure: `Hostel seats: ${hostel.hostelType}`, value: hostel.seats },
    ]),
    { figure: 'Libraries', value: libraries.count },
    { figure: 'Books', value: libraries.books },
    { figure: 'Journals', value: libraries.journals },
    { figure: 'Libraries with an e-library', value: libraries.eLibraries },
    ...totals.facilities.flatMap((facility) => [
      { figure: `${facility.facilityType}: available`, value: facility.available },
      { figure: `${facility.facilityType}: adequate`, value: facility.adequate },
    ]),
    ...totals.inventory.map((item) => ({ figure: ITEM_LABELS[item.itemType], value: item.quantity })),
  ];
}

export const INFRASTRUCTURE_FIGURE_COLUMNS: ReportTableColumn<InfrastructureFigure>[] = [
  { header: 'Figure', value: (row) => row.figure, weight: 3 },
  { header: 'Value', value: (row) => row.shown ?? row.value, weight: 2 },
];

/** A line of the summary's table: a figure in each group and in all. */
export interface InfrastructureSummaryLine {
  figure: string;
  /** By the group's label, then "All"; a type a group did not record counts 0 there. */
  cells: Record<string, string | number>;
}

export const INFRASTRUCTURE_ALL_LABEL = 'All';

export function infrastructureSummaryLines(summary: InfrastructureSummary): InfrastructureSummaryLine[] {
  const groups = summary.groups.map((group) => ({
    label: group.label,
    values: new Map(infrastructureFigures(group.totals).map((line) => [line.figure, line.value])),
  }));
  return infrastructureFigures(summary.totals).map(({ figure, value }) => ({
    figure,
    cells: {
      ...Object.fromEntries(groups.map((group) => [group.label, group.values.get(figure) ?? 0])),
      [INFRASTRUCTURE_ALL_LABEL]: value,
    },
  }));
}

/** Figure, then a column per group and All, read from the lines (every line has the same cells). */
export function infrastructureSummaryColumns(
  lines: readonly InfrastructureSummaryLine[],
): ReportTableColumn<InfrastructureSummaryLine>[] {
  const labels = Object.keys(lines[0]?.cells ?? { [INFRASTRUCTURE_ALL_LABEL]: 0 });
  return [
    { header: 'Figure', value: (line) => line.figure, weight: 3 },
    ...labels.map((label) => ({ header: label, value: (line: InfrastructureSummaryLine) => line.cells[label] ?? 0 })),
  ];
}
