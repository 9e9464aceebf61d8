/**
 * The one API client. Every call goes to `/api` with the session's bearer token (spec
 * section 6: setup calls carry the stored token); an error answer becomes an ApiError with
 * the server's code, message and field issues, said in the language shown when the server
 * names a message by its key (lib/i18n/server-messages.ts); a 401 on a call that carried the
 * token the session still holds ends the session, and the guard then sends the user to
 * /login?redirect=.
 */
import type { ErrorBody, FieldIssue } from '@hemis/contracts';
import { sayServerMessage } from './i18n/server-messages.ts';
import { getSession, signOut } from './session/session-store.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly issues: readonly FieldIssue[],
    /** The key of the server's message in the message catalogue, when the contract says it. */
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never reached the server or its answer never came back. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type FormValue = string | number | boolean | Blob | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body; arrays become repeated keys (api-contract 4.2). */
  form?: Record<string, FormValue | readonly FormValue[]>;
  /** Sign-in and the reset flow are called without a token (api-contract 3). */
  auth?: boolean;
  signal?: AbortSignal;
}

function toFormData(fields: NonNullable<RequestOptions['form']>): FormData {
  const form = new FormData();
  const append = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    form.append(key, value instanceof Blob ? value : String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item: FormValue) => append(key, item));
    else append(key, value as FormValue);
  }
  return form;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const distinct = (messages: readonly string[]) => [...new Set(messages)];

/**
 * The answer's message and issues in the language shown. A refusal of several fields says
 * their messages one after another, with no key of its own: it is said again from its issues'.
 */
function localised(error: Partial<ErrorBody>): { message: string; issues: FieldIssue[] } {
  const message = String(error.message);
  const issues = (error.issues ?? []).map((issue) => ({
    ...issue,
    message: sayServerMessage(issue.message, issue.messageKey),
  }));
  const fromIssues =
    !error.messageKey &&
    issues.length > 0 &&
    message === distinct((error.issues ?? []).map((issue) => issue.message)).join(' ');
  return {
    message: fromIssues
      ? distinct(issues.map((issue) => issue.message)).join(' ')
      : sayServerMessage(message, error.messageKey),
    issues,
  };
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const error = body as Partial<ErrorBody>;
    const { message, issues } = localised(error);
    return new ApiError(status, message, error.code, issues, error.messageKey);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : `Request failed (${status})`, undefined, []);
}

/**
 * A 401 ends the session only when it answers the token the session holds now: a call made
 * with an earlier token (sent before a new sign-in, answered after it) says nothing of the
 * session that replaced it, and must not sign that one out.
 */
export function endSessionOnUnauthenticated(status: number, token: string | undefined): void {
  if (status === 401 && token && getSession().currentUser?.tokenString === token) signOut();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The answer with its headers, for the few screens that read one (a report's x-figures-as-of). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', query, json, form, auth = true, signal } = options;
  const headers = new Headers({ accept: 'application/json' });
  const token = auth ? getSession().currentUser?.tokenString : undefined;
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = toFormData(form);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const data = parseBody(await response.text());
  if (!response.ok) {
    endSessionOnUnauthenticated(response.status, token);
    throw toApiError(response.status, data);
  }
  return { data: data as T, headers: response.headers };
}

/** Field errors of a 400 answer by form field: `body.facultyName` → `facultyName`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.field.replace(/^(body|query|params|querystring)\./, '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What a form says of a failed save beside its fields' own messages: the issues of fields it
 * does not show, or the answer's message (else `fallback`) when no issue names a field;
 * nothing when every issue shows under its field, so no message is said twice.
 */
export function messageBesideFields(
  error: unknown,
  shown: (field: string) => boolean,
  fallback: string,
): string | undefined {
  const issues = Object.entries(fieldErrorsOf(error));
  if (issues.length === 0) return error instanceof ApiError && error.message ? error.message : fallback;
  const elsewhere = issues.filter(([field]) => !shown(field)).map(([, message]) => message);
  return elsewhere.length > 0 ? elsewhere.join(' ') : undefined;
}

/** The status of an ApiError, or undefined for any other failure. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** A file the API sends, fetched with the session's token, and the name the server gives it. */
export async function fetchFile(
  path: string,
  query?: Record<string, QueryValue>,
  fallbackName = 'download',
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  const token = getSession().currentUser?.tokenString;
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    endSessionOnUnauthenticated(response.status, token);
    throw toApiError(response.status, parseBody(await response.text()));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), name };
}

/** Hands a fetched file to the browser as a download. */
export function saveFile({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A file the API sends (a template, an export) fetched with the session's token and handed
 * to the browser as a download: a plain link would carry no bearer token.
 */
export async function downloadFile(path: string, query?: Record<string, QueryValue>, fallbackName = 'download') {
  saveFile(await fetchFile(path, query, fallbackName));
}
