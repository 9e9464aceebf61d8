/**
 * GET /StatisticalReport/pdf: the whole statistical report of a fiscal year as one PDF, of the
 * reader's scope or one university or campus in it, read live or as returned (from the accepted
 * annual returns of the year).
 */
import type { FigureSource } from '@hemis/contracts';
import { downloadFile } from '../../../lib/api-client.ts';

export interface StatisticalReportChoice {
  fiscalYearId: string;
  universityId?: string;
  campusId?: string;
  source?: FigureSource;
}

export function downloadStatisticalReport(choice: StatisticalReportChoice) {
  return downloadFile(
    'StatisticalReport/pdf',
    {
      fiscalYearId: choice.fiscalYearId,
      universityId: choice.universityId || undefined,
      campusId: choice.campusId || undefined,
      source: choice.source,
    },
    'statistical-report.pdf',
  );
}
