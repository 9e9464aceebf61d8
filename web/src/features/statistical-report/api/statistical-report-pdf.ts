/** GET /StatisticalReport/pdf: the whole statistical report of a fiscal year as one PDF, of the reader's scope or one university or campus in it. */
import { downloadFile } from '../../../lib/api-client.ts';

export interface StatisticalReportChoice {
  fiscalYearId: string;
  universityId?: string;
  campusId?: string;
}

export function downloadStatisticalReport(choice: StatisticalReportChoice) {
  return downloadFile(
    'StatisticalReport/pdf',
    {
      fiscalYearId: choice.fiscalYearId,
      universityId: choice.universityId || undefined,
      campusId: choice.campusId || undefined,
    },
    'statistical-report.pdf',
  );
}
