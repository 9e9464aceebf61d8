/**
 * POST StudentInload/Inload: uploads a file of students for a program (and, above a campus,
 * the campus) and answers the new batch's number, read from the text "Uploaded. BatchNo: <n>".
 */
import { useMutation } from '@tanstack/react-query';
import { batchNoOf } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface StudentUpload {
  programId: number;
  campusId?: number;
  file: File;
}

export async function uploadStudents({ programId, campusId, file }: StudentUpload): Promise<number> {
  const answer = await apiRequest<string>('StudentInload/Inload', {
    method: 'POST',
    form: { programId, campusId, fileInLoad: file, fileName: file.name },
  });
  const batchNo = batchNoOf(String(answer));
  if (batchNo === undefined) throw new Error(`The server did not name the batch: ${String(answer)}`);
  return batchNo;
}

export function useUploadStudents() {
  return useMutation({ mutationFn: uploadStudents });
}
