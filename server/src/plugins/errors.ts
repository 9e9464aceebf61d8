/**
 * The only place errors become HTTP answers. AppErrors answer with their code (and with
 * Retry-After when they say when to try again); zod validation failures answer 400 with
 * one message per field, and so does a schema that throws while checking the input; Prisma's
 * known errors map through lib/prisma-errors; anything else is a 500 with a generic message,
 * logged with the request id. A message the contract says goes with its key (`messageKey`, on
 * the answer and on each field issue), so a client can say it in the user's language.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  SERVER_MESSAGES,
  messageKeyOf,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
} from '@hemis/contracts';
import { AppError } from '../lib/app-error.ts';
import { fromPrismaError } from '../lib/prisma-errors.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx status. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  issues?: FieldIssue[],
) {
  const statusCode = ERROR_STATUS[code];
  const messageKey = messageKeyOf(message);
  const body: ErrorBody = {
    statusCode,
    code,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(messageKey ? { messageKey } : {}),
    ...(issues ? { issues: issues.map(withMessageKey) } : {}),
    requestId: request.id,
  };
  return reply.status(statusCode).send(body);
}

function withMessageKey(issue: FieldIssue): FieldIssue {
  const messageKey = messageKeyOf(issue.message);
  return messageKey ? { ...issue, messageKey } : issue;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [context, path].filter(Boolean).join('.');
}

/** The request part (body, querystring, params, headers) being validated when the error arose. */
function validationContextOf(error: unknown): string | undefined {
  const context = (error as { validationContext?: unknown } | null)?.validationContext;
  return typeof context === 'string' ? context : undefined;
}

/**
 * Fastify marks an error the validator threw (a refinement, preprocess or transform reading a
 * shape the input does not have) with the part being validated, and status 500. The input
 * caused it, so it answers 400 naming that part; the schema is at fault too, so it is logged.
 */
function isThrownByValidator(error: unknown): boolean {
  return validationContextOf(error) !== undefined && !hasZodFastifySchemaValidationErrors(error);
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const fromPrisma = fromPrismaError(error);
  if (fromPrisma) return fromPrisma;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = validationContextOf(error);
    return AppError.validation(
      error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, context),
        message: issue.message ?? 'Invalid value',
      })),
    );
  }
  if (isThrownByValidator(error)) {
    return AppError.validation([{ field: validationContextOf(error)!, message: SERVER_MESSAGES.unreadableInput }]);
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && FASTIFY_CODES[fastifyError.code]) {
    return new AppError(FASTIFY_CODES[fastifyError.code]!, fastifyError.message ?? 'Bad request');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(
      fastifyError.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      fastifyError.message ?? 'Bad request',
    );
  }
  return undefined;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const known = toAppError(error);
      if (known) {
        // An unreachable or overloaded database is an outage to watch, not a bug to fix.
        if (known.code === 'DATABASE_UNAVAILABLE' || known.code === 'DATABASE_BUSY')
          request.log.warn({ err: error }, known.message);
        else if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
        else if (isThrownByValidator(error)) request.log.warn({ err: error }, 'a request schema threw on its input');
        if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
        if (known.plainText)
          return reply.status(known.statusCode).type('text/plain; charset=utf-8').send(known.message);
        return sendError(reply, request, known.code, known.message, known.issues);
      }
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
      return sendError(reply, request, 'INTERNAL', 'Something went wrong on our side. Please try again later.');
    });
  },
  { name: 'errors' },
);
