/**
 * The fact sheet as printed (api-contract 8.8): the campus block, the enrolled and graduated
 * students by program, the teaching and non-teaching staff by post, each table with its total
 * row, and the infrastructure, in the columns and lines the screen shows (contracts). The
 * staff's copy names the principal and the focal person; the public copy has no such fields.
 */
import {
  FACT_SHEET_MESSAGES as M,
  FACT_SHEET_PROGRAM_COLUMNS,
  FACT_SHEET_STAFF_COLUMNS,
  FACT_SHEET_TABLES,
  INFRASTRUCTURE_FIGURE_COLUMNS,
  factSheetCampusLines,
  factSheetProgramLines,
  factSheetStaffLines,
  infrastructureFigures,
  type FactSheet,
  type PublicFactSheet,
} from '@hemis/contracts';
import { printedTable, type ReportPart } from '../../lib/report-file.ts';

export const FACT_SHEET_TITLE = 'Campus fact sheet';

function tablePart(sheet: FactSheet | PublicFactSheet, table: (typeof FACT_SHEET_TABLES)[number]): ReportPart {
  const printed =
    table.kind === 'program'
      ? printedTable(FACT_SHEET_PROGRAM_COLUMNS, factSheetProgramLines(sheet[table.key]))
      : printedTable(FACT_SHEET_STAFF_COLUMNS, factSheetStaffLines(sheet[table.key]));
  const notes = table.key === 'teachingStaff' ? [M.staffAsRecorded] : [];
  return printed.cells.length
    ? { heading: table.title, notes, table: printed }
    : { heading: table.title, notes: [...notes, table.empty] };
}

export function factSheetParts(sheet: FactSheet | PublicFactSheet): ReportPart[] {
  // The summary's first figure counts the campuses: one on a campus's sheet.
  const [, ...infrastructure] = infrastructureFigures(sheet.infrastructure);
  return [
    { heading: 'Campus', notes: factSheetCampusLines(sheet.campus).map(([label, value]) => `${label}: ${value}`) },
    ...FACT_SHEET_TABLES.map((table) => tablePart(sheet, table)),
    { heading: 'Infrastructure', table: printedTable(INFRASTRUCTURE_FIGURE_COLUMNS, infrastructure) },
  ];
}
