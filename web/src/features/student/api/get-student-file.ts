/**
 * GET /Student/{id}/file/{kind}: a student's private file (photo, scans, signature, receipt,
 * transfer document), which the record names by that URL. The endpoint wants the bearer
 * token, so an <img src> cannot load it: the file is fetched and shown as a data: URL (the
 * Content-Security-Policy allows images from data:, not blob:).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile, NetworkError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session/session-store.ts';

export interface StudentFile {
  contentType: string;
  /** Set for images only. */
  dataUrl: string | undefined;
}

/** The record's URL (`/api/Student/7/file/ppSizePhoto`) as a path under /api. */
const apiPathOf = (url: string) => url.replace(/^\/?api\//, '');

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

export async function getStudentFile(url: string): Promise<StudentFile> {
  const token = getSession().currentUser?.tokenString;
  let response: Response;
  try {
    response = await fetch(`/api/${apiPathOf(url)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`);
  const blob = await response.blob();
  const contentType = blob.type || (response.headers.get('content-type') ?? '');
  return { contentType, dataUrl: contentType.startsWith('image/') ? await readAsDataUrl(blob) : undefined };
}

export const studentFileQueryOptions = (url: string) =>
  queryOptions({ queryKey: ['students', 'file', url], queryFn: () => getStudentFile(url), staleTime: Infinity });

/** Nothing is asked for a record without that file. */
export function useStudentFile(url: string | null | undefined) {
  return useQuery({ ...studentFileQueryOptions(url ?? ''), enabled: Boolean(url) });
}

/** Saves the file with the name the server gives it (PDFs are sent as downloads). */
export function downloadStudentFile(url: string): Promise<void> {
  return downloadFile(apiPathOf(url), undefined, 'student-file');
}
