/** GET /FactSheet/{campusId}/pdf and its public twin: the fact sheet as a PDF download. */
import { downloadFile } from '../../../lib/api-client.ts';

export function downloadFactSheetPdf(campusId: number, fiscalYearId: string, audience: 'staff' | 'public') {
  const path = audience === 'public' ? `public/FactSheet/${campusId}/pdf` : `FactSheet/${campusId}/pdf`;
  return downloadFile(path, { fiscalYearId }, 'campus-fact-sheet.pdf');
}
