/** GET StudentInload/Template: the .xlsx template, fetched with the session's token; with a program, its majors are listed. */
import { downloadFile } from '../../../lib/api-client.ts';

export function downloadStudentTemplate(options: { programId?: number; campusId?: number }): Promise<void> {
  return downloadFile('StudentInload/Template', options, 'hemis-students-template.xlsx');
}
