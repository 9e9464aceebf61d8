import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@hemis/contracts';

/** The one error type services throw. The errors plugin turns it into an HTTP answer. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
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

  static validation(issues: FieldIssue[]): AppError {
    return new AppError('VALIDATION_FAILED', issues.map((issue) => issue.message).join(' '), issues);
  }
}
