import { ERROR_STATUS, tooManyAttemptsMessage, type ErrorCode, type FieldIssue } from '@hemis/contracts';

/** The one error type services throw. The errors plugin turns it into an HTTP answer. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** Sent as Retry-After: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  static notFound(what = 'Record'): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }

  static tooManyAttempts(retryAfterMs: number): AppError {
    return new AppError(
      'RATE_LIMITED',
      tooManyAttemptsMessage(retryAfterMs),
      undefined,
      Math.ceil(retryAfterMs / 1000),
    );
  }

  /** The message names each problem once ("Email and password are required." covers both fields). */
  static validation(issues: FieldIssue[]): AppError {
    const messages = [...new Set(issues.map((issue) => issue.message))];
    return new AppError('VALIDATION_FAILED', messages.join(' '), issues);
  }
}
