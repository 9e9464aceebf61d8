/**
 * The reports `npm run bench` measures, found in HEMIS's own OpenAPI document rather than listed
 * by hand, so that a new report cannot be left out: every GET operation whose route says it is a
 * report's figures (RouteEntry.report, the document's REPORT_EXTENSION). Each is read with no
 * filters, at the scope of its reader, for a campus, a university and the country.
 */
import { NOT_REPORT_FIGURES, REPORT_EXTENSION, REPORT_FIGURES } from '../../../server/src/lib/route-table.ts';

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: OpenApiParameter[];
  [REPORT_EXTENSION]?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A report's route: its path, read as is (no report needs a filter). */
export interface ReportRoute {
  path: string;
}

/** The modules whose GET routes must each say whether they are a report's figures. */
const REPORT_MODULE_TAGS = ['dashboard', 'statistical-report', 'student-report', 'employee-report', 'pass-rate'];
/** Paths that sound like a report's, in whatever module. */
const REPORT_LIKE_PATH = /report|dashboard|summary|statistic|count|OfFiscalYear/i;

function getOperations(document: OpenApiDocument): [string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    operations.get ? [[path, operations.get] as [string, OpenApiOperation]] : [],
  );
}

/** Every report's figures the document lists; a report that needs a parameter stops the bench. */
export function reportRoutes(document: OpenApiDocument): ReportRoute[] {
  return getOperations(document)
    .filter(([, operation]) => operation[REPORT_EXTENSION] === REPORT_FIGURES)
    .map(([path, operation]) => {
      const required = (operation.parameters ?? []).filter((parameter) => parameter.required);
      if (required.length > 0) {
        const names = required.map((parameter) => `${parameter.in} ${parameter.name}`).join(', ');
        throw new Error(`the report ${path} needs ${names}: the bench reads every report with no parameters`);
      }
      return { path };
    });
}

/**
 * GET routes of the report modules, or whose path sounds like a report, that say neither that
 * they are a report's figures nor that they are not: the bench would leave them out unseen.
 */
export function unmarkedReportLikeRoutes(document: OpenApiDocument): string[] {
  return getOperations(document)
    .filter(
      ([path, operation]) =>
        (REPORT_LIKE_PATH.test(path) || operation.tags?.some((tag) => REPORT_MODULE_TAGS.includes(tag))) &&
        operation[REPORT_EXTENSION] !== REPORT_FIGURES &&
        operation[REPORT_EXTENSION] !== NOT_REPORT_FIGURES,
    )
    .map(([path]) => path);
}
