/**
 * The QAA reports (issue #29): accredited campuses by province and by university, and the
 * accreditation expiry report, each as JSON or with `?format=pdf|xlsx|csv` as a file, filtered
 * by university, campus type, province and the fiscal year of the latest award; and the
 * dashboard's list of campuses whose accreditation expires soon. All at the reader's scope, as
 * of today in Nepal.
 */
import { z } from 'zod';
import {
  QAA_CAMPUS_TYPES,
  QAA_EXPIRING_WITHIN_DAYS,
  QaaExpiringSchema,
  QaaExpiryReportRowSchema,
  QaaProvinceReportRowSchema,
  QaaReportQuerySchema,
  QaaUniversityReportRowSchema,
  type QaaExpiryReportRow,
  type QaaProvinceReportRow,
  type QaaReportQuery,
  type QaaUniversityReportRow,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { todayInNepal, type Clock } from '../../lib/clock.ts';
import type { ReportColumn } from '../../lib/report-file.ts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import {
  QAA_EXPIRING_LIST_LIMIT,
  qaaExpiringCampuses,
  qaaExpiryReport,
  qaaProvinceReport,
  qaaUniversityReport,
} from './qaa-report.service.ts';

const TYPE_LABELS: Record<(typeof QAA_CAMPUS_TYPES)[number], string> = {
  constituent: 'Constituent',
  community: 'Community',
  private: 'Private',
};

type TypeCounts = Pick<QaaProvinceReportRow, 'constituent' | 'community' | 'private' | 'total'>;

const typeCountColumns = <Row extends TypeCounts>(): ReportColumn<Row>[] => [
  ...QAA_CAMPUS_TYPES.map((type) => ({ header: TYPE_LABELS[type], value: (row: Row) => row[type] })),
  { header: 'Total', value: (row) => row.total },
];

const PROVINCE_COLUMNS: ReportColumn<QaaProvinceReportRow>[] = [
  { header: 'Province', value: (row) => row.province, weight: 2 },
  ...typeCountColumns<QaaProvinceReportRow>(),
];

const UNIVERSITY_COLUMNS: ReportColumn<QaaUniversityReportRow>[] = [
  { header: 'University', value: (row) => row.university, weight: 3 },
  ...typeCountColumns<QaaUniversityReportRow>(),
];

const EXPIRY_COLUMNS: ReportColumn<QaaExpiryReportRow>[] = [
  { header: 'University', value: (row) => row.university, weight: 3 },
  ...[...QAA_CAMPUS_TYPES, 'total' as const].flatMap((group) =>
    (['accredited', 'expiring', 'expired'] as const).map((status) => ({
      header: `${group === 'total' ? 'Total' : TYPE_LABELS[group]} ${status}`,
      value: (row: QaaExpiryReportRow) => row[group][status],
    })),
  ),
];

/** The filters as the file states them, with the day the statuses are computed for. */
async function describeQaaFilters(db: Db, clock: Clock, query: QaaReportQuery, expiry = false): Promise<string[]> {
  const fiscalYear = query.fiscalYearId
    ? await db.fiscalYear.findUnique({ where: { id: query.fiscalYearId }, select: { yearNepali: true } })
    : null;
  return [
    `As of ${todayInNepal(clock)} (A.D.)`,
    ...(await describeFilters(db, query, { ofFiscalYear: false })),
    fiscalYear ? `Latest award made in fiscal year ${fiscalYear.yearNepali} (B.S.)` : 'Awards of every fiscal year',
    ...(expiry ? [`Expiring: in force and ending within ${QAA_EXPIRING_WITHIN_DAYS} days`] : []),
  ];
}

export const qaaReportRoutes = routesPlugin('qaa-report', (app) => {
  const print = app.printing;
  return [
    downloadableReportRoute({
      url: '/Qaa/Report/Province',
      summary:
        'Campuses whose QAA accreditation is in force today, of each province by campus type (every province, then any without one recorded), at the caller’s scope and filters',
      title: 'QAA accredited campuses by province',
      access: 'qaa:read',
      query: QaaReportQuerySchema,
      response: z.array(QaaProvinceReportRowSchema),
      compute: qaaProvinceReport,
      columns: PROVINCE_COLUMNS,
      describe: (db, query) => describeQaaFilters(db, app.clock, query),
      print,
    }),
    downloadableReportRoute({
      url: '/Qaa/Report/Campus',
      summary:
        'Campuses whose QAA accreditation is in force today, of each university by campus type (the universities with any), at the caller’s scope and filters',
      title: 'QAA accredited campuses by university',
      access: 'qaa:read',
      query: QaaReportQuerySchema,
      response: z.array(QaaUniversityReportRowSchema),
      compute: qaaUniversityReport,
      columns: UNIVERSITY_COLUMNS,
      describe: (db, query) => describeQaaFilters(db, app.clock, query),
      print,
    }),
    downloadableReportRoute({
      url: '/Qaa/Report/Expiry',
      summary: `Of each university with a QAA award, by campus type and in all: the campuses accredited today, those expiring within ${QAA_EXPIRING_WITHIN_DAYS} days (counted among the accredited) and those whose latest award has expired`,
      title: 'QAA accreditation expiry by university',
      access: 'qaa:read',
      query: QaaReportQuerySchema,
      response: z.array(QaaExpiryReportRowSchema),
      compute: qaaExpiryReport,
      columns: EXPIRY_COLUMNS,
      describe: (db, query) => describeQaaFilters(db, app.clock, query, true),
      print,
    }),
    route({
      method: 'GET',
      url: '/Qaa/Expiring',
      summary: `The caller’s campuses whose QAA accreditation in force ends within ${QAA_EXPIRING_WITHIN_DAYS} days, soonest first, at most ${QAA_EXPIRING_LIST_LIMIT}`,
      access: 'qaa:read',
      report: true,
      response: QaaExpiringSchema,
      handler: ({ read }) => qaaExpiringCampuses(read()),
    }),
  ];
});
