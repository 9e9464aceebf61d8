/**
 * A student's private files (photos, scans, documents): the record answers the URL of an
 * authenticated endpoint (GET Student/{id}/file/{kind}, Student/Me/file/{kind}). An <img src>
 * or a plain link cannot send the session's bearer token, so the screens fetch the file
 * with it and show an image as a data: URL (the page's Content-Security-Policy allows
 * data: images, not blob: ones) or hand any other file to the browser as a download.
 * The token goes only to this app's own /api paths, never to another address.
 */
import { useQuery } from '@tanstack/react-query';
import { apiUrl, downloadFile, endSessionOnUnauthenticated, NetworkError } from '../../../lib/api-client.ts';
import { getSession, useCurrentUser } from '../../../lib/session/session-store.ts';

/** `Student/12/file/ppSizePhoto` for `/api/Student/12/file/ppSizePhoto`; undefined for any other address. */
export function apiPathOf(url: string, origin = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== origin || !resolved.pathname.toLowerCase().startsWith('/api/')) return undefined;
  return resolved.pathname.slice('/api/'.length) + resolved.search;
}

export class FileUnavailableError extends Error {
  constructor(readonly status: number | undefined) {
    super(status === 404 ? 'The file is not there.' : 'The file could not be loaded.');
    this.name = 'FileUnavailableError';
  }
}

async function fetchPrivateFile(path: string): Promise<Blob> {
  const token = getSession().currentUser?.tokenString;
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    endSessionOnUnauthenticated(response.status, token);
    throw new FileUnavailableError(response.status);
  }
  return response.blob();
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export interface PrivateImage {
  /** A data: URL when the file is an image; undefined for any other kind of file. */
  dataUrl: string | undefined;
  contentType: string;
}

async function loadPrivateImage(path: string): Promise<PrivateImage> {
  const blob = await fetchPrivateFile(path);
  const isImage = blob.type.startsWith('image/');
  return { dataUrl: isImage ? await readAsDataUrl(blob) : undefined, contentType: blob.type };
}

/** How long a loaded photo stays in memory once no screen shows it: personal data is not kept. */
const IMAGE_MEMORY_MS = 60_000;

/** The file at `url` as an image to show; nothing is asked when there is no file or the address is not ours. */
export function usePrivateImage(url: string | null | undefined) {
  const path = url ? apiPathOf(url) : undefined;
  // Keyed by the account too: Student/Me/file/... is another file for another student.
  const userId = useCurrentUser()?.id;
  return useQuery({
    queryKey: ['private-file', userId, path],
    queryFn: () => loadPrivateImage(path!),
    enabled: path !== undefined,
    gcTime: IMAGE_MEMORY_MS,
    retry: (failures, error) => failures < 2 && !(error instanceof FileUnavailableError),
  });
}

/** Downloads the file at `url` with the session's token. */
export function downloadPrivateFile(url: string, fallbackName: string): Promise<void> {
  const path = apiPathOf(url);
  if (path === undefined) return Promise.reject(new FileUnavailableError(undefined));
  return downloadFile(path, undefined, fallbackName);
}

/**
 * The signed-in student's own address for a file of their record: a student may read
 * Student/Me/file/{kind} but not Student/{id}/file/{kind}, which is for staff.
 */
export function ownFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(/\/Student\/\d+\/file\//i, '/Student/Me/file/');
}
