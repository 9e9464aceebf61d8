import { ERROR_STATUS, tooManyAttemptsMessage, type ErrorCode, type FieldIssue } from '@hemis/contracts';

/** The one error type services throw. The errors plugin turns it into an HTTP answer. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After: when trying again may succeed (503 answers). */
  readonly retryAfterSeconds?: number;
  /** Answered as the bare message in text/plain, for clients that compare the body with a text (api-contract 5.1). */
  readonly plainText: boolean;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    options: { retryAfterSeconds?: number; plainText?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.plainText = options.plainText ?? false;
  }

  static notFound(what = 'Record'): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }

  static tooManyAttempts(retryAfterMs: number): AppError {
    return new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterMs), undefined, {
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    });
  }

  /** The message names each problem once ("Email and password are required." covers both fields). */
  static validation(issues: FieldIssue[]): AppError {
    const messages = [...new Set(issues.map((issue) => issue.message))];
    return new AppError('VALIDATION_FAILED', messages.join(' '), issues);
  }
}
