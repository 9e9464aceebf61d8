/**
 * Stable error codes of the HEMIS API and the HTTP status each answers with.
 * The server's errors plugin is the only place that turns them into responses;
 * the web reads `code` to decide what to show.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_RESET_TOKEN: 400,
  WRONG_OLD_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
  DATABASE_UNAVAILABLE: 503,
  DATABASE_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * One problem with one field of a request. `field` is a dotted path such as `body.email`;
 * `messageKey` names `message` in the message catalogue when the contract says it.
 */
export interface FieldIssue {
  field: string;
  message: string;
  messageKey?: string;
}

/**
 * The body of every error answer. `message` is what the original clients show; `messageKey`,
 * beside it when the contract says that message, lets a client show it in the user's language.
 */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  messageKey?: string;
  issues?: FieldIssue[];
  requestId?: string;
}
