/**
 * Turns Prisma's known request errors into AppErrors: a unique violation is a 409,
 * a missing record a 404, a dangling reference a 400 (documenso's one table of codes),
 * and a lost or refused database connection, or a transaction that ran out of time, a 503
 * that tells the client when to try again.
 */
import { SERVER_MESSAGES } from '@hemis/contracts';
import { AppError } from './app-error.ts';

/** Long enough for a database restart, short enough that a person's retry soon succeeds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Prisma's codes for a database it cannot reach or whose connection closed or timed out. */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2037']);
/** The driver adapter's kinds for the same; raw queries carry them under P2010. */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

interface PrismaKnownError {
  name: 'PrismaClientKnownRequestError';
  code: string;
  meta?: {
    target?: unknown;
    modelName?: string;
    field_name?: unknown;
    driverAdapterError?: { cause?: { kind?: string; constraint?: { fields?: string[] } } };
  };
}

function isPrismaKnownError(error: unknown): error is PrismaKnownError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'PrismaClientKnownRequestError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

function uniqueFields(error: PrismaKnownError): string[] {
  const target = error.meta?.target;
  if (Array.isArray(target)) return target.map(String);
  const fromAdapter = error.meta?.driverAdapterError?.cause?.constraint?.fields;
  return Array.isArray(fromAdapter) ? fromAdapter.map((field) => field.replace(/"/g, '')) : [];
}

/**
 * A lost or refused connection: Prisma's known error for it, or the driver adapter's own
 * error, which Prisma passes on untouched when a transaction's COMMIT or ROLLBACK fails.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, cause } = error as { name?: unknown; cause?: { kind?: unknown } };
  if (name === 'DriverAdapterError') return typeof cause?.kind === 'string' && UNAVAILABLE_KINDS.has(cause.kind);
  if (!isPrismaKnownError(error)) return false;
  const kind = error.meta?.driverAdapterError?.cause?.kind;
  return UNAVAILABLE_CODES.has(error.code) || (kind !== undefined && UNAVAILABLE_KINDS.has(kind));
}

export function fromPrismaError(error: unknown): AppError | undefined {
  if (isDatabaseUnavailable(error)) {
    return new AppError('DATABASE_UNAVAILABLE', SERVER_MESSAGES.databaseUnavailable, undefined, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  if (!isPrismaKnownError(error)) return undefined;
  switch (error.code) {
    // A transaction that could not start within its maxWait or outlived its timeout: rolled
    // back, so nothing was written, and a retry on a quieter moment succeeds.
    case 'P2028':
      return new AppError('DATABASE_BUSY', SERVER_MESSAGES.databaseBusy, undefined, {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    case 'P2002': {
      const fields = uniqueFields(error);
      return AppError.conflict(
        fields.length > 0 ? `A record with the same ${fields.join(', ')} already exists` : 'The record already exists',
      );
    }
    case 'P2025':
      return AppError.notFound(error.meta?.modelName ?? 'Record');
    case 'P2003':
      return new AppError('BAD_REQUEST', 'A referenced record does not exist');
    // A number beyond its column (an id of twelve digits in a path or a body): what was asked
    // cannot exist, and the schemas that let it through are many; answered here once.
    case 'P2020':
      return new AppError('BAD_REQUEST', SERVER_MESSAGES.numberOutOfRange);
    default:
      return error.meta?.driverAdapterError?.cause?.kind === 'ValueOutOfRange'
        ? new AppError('BAD_REQUEST', SERVER_MESSAGES.numberOutOfRange)
        : undefined;
  }
}

/** Awaits a write; a unique violation answers 409 with the message the clients show for it. */
export async function conflictAs<T>(message: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPrismaKnownError(error) && error.code === 'P2002') throw AppError.conflict(message);
    throw error;
  }
}

/** The columns of the unique constraint a write broke, or undefined for any other error. */
export function uniqueViolationFields(error: unknown): string[] | undefined {
  return isPrismaKnownError(error) && error.code === 'P2002' ? uniqueFields(error) : undefined;
}
