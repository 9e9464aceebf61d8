/**
 * Turns Prisma's known request errors into AppErrors: a unique violation is a 409,
 * a missing record a 404, a dangling reference a 400 (documenso's one table of codes).
 */
import { AppError } from './app-error.ts';

interface PrismaKnownError {
  name: 'PrismaClientKnownRequestError';
  code: string;
  meta?: {
    target?: unknown;
    modelName?: string;
    field_name?: unknown;
    driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } };
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

export function fromPrismaError(error: unknown): AppError | undefined {
  if (!isPrismaKnownError(error)) return undefined;
  switch (error.code) {
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
    default:
      return undefined;
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
