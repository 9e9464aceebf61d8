/**
 * Routes as data (shared/guide: "Route tables"): a module lists its routes, each one entry
 * with its method, path, schemas, permission and handler, and `registerRouteTable` turns the
 * list into Fastify routes. The shape of every route stays visible in one place; the
 * repeated registration code does not.
 *
 * A handler receives the parsed input and the two service contexts; what it returns is the
 * answer, sent with the entry's `status` (200 unless given). A handler that needs the raw
 * reply (a file, a stream) takes `reply` and returns it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, type IdParams } from '@hemis/contracts';
import type { RouteAccess } from '../plugins/access.ts';
import {
  REPLICA_LAG_HEADER,
  replicaLagHeader,
  type ReportsDatabase,
  type ReportsReader,
} from '../db/reports-database.ts';
import { readContext, writeContext, type ReadContext, type WriteContext } from './context.ts';
import { fromPrismaError } from './prisma-errors.ts';
import { answeredFromRecentCount } from './report-snapshots.ts';
import type { FileStore } from './file-store.ts';

/**
 * The OpenAPI extension that states whether an operation is a report's figures
 * (RouteEntry.report): REPORT_FIGURES or NOT_REPORT_FIGURES (the document drops a false value).
 */
export const REPORT_EXTENSION = 'x-report';
export const REPORT_FIGURES = 'figures';
export const NOT_REPORT_FIGURES = 'not figures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Output<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<Params, Query, Body> {
  params: Output<Params>;
  query: Output<Query>;
  body: Output<Body>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's scope and the database, for reads (a report's: the reports database). */
  read(): ReadContext;
  /** The same with the acting user, request id and address, for audited writes. */
  write(): WriteContext;
}

export interface RouteEntry<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema | undefined = Schema | undefined,
> {
  method: Method;
  url: string;
  summary: string;
  access: RouteAccess;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success answer's schema; omitted for answers the handler sends itself (files). */
  response?: Response;
  /** The success status: 200 unless given (201 for creates the clients check). */
  status?: number;
  /** Other answers documented in OpenAPI (202 with a job, 204 ...). */
  otherResponses?: Record<number, Schema>;
  /** Whether the OpenAPI document hides it (internal routes). */
  hide?: boolean;
  /**
   * true: a report or dashboard figure, counts at the reader's scope; `npm run bench` measures
   * every route so marked for a campus, a university and the country. false: a route of a
   * report module that is no figure (a file, a list of records), said so that the bench's test
   * knows it was not forgotten. The OpenAPI document states it (REPORT_EXTENSION).
   */
  report?: boolean;
  /**
   * 'reports': `read()` reads the reports database (db/reports-database.ts: the read replica
   * when one is configured and close enough behind, else the primary) and the answer states the
   * replica's lag (REPLICA_LAG_HEADER); `write()` still writes to the primary. Every report
   * figure (`report: true`) reads so; a report that is no figure (a document, a list, a
   * download) says it here.
   */
  reads?: 'reports';
  /** The OpenAPI security requirement, for routes that document the token they need. */
  security?: Record<string, string[]>[];
  handler(
    input: RouteInput<Params, Query, Body>,
  ): Promise<Response extends Schema ? z.input<Response> | FastifyReply : unknown>;
}

/** Declares one entry with its types inferred from its schemas. */
export function route<
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Response extends Schema | undefined = undefined,
>(entry: RouteEntry<Params, Query, Body, Response>): RouteEntry {
  return entry as unknown as RouteEntry;
}

/**
 * One route the clients call at several paths (their own spellings of the same read), each
 * path with its summary; the entries come in the order of the paths.
 */
export function routeAt<
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Response extends Schema | undefined = undefined,
>(
  paths: readonly (readonly [url: string, summary: string])[],
  entry: Omit<RouteEntry<Params, Query, Body, Response>, 'url' | 'summary'>,
): RouteEntry[] {
  return paths.map(([url, summary]) => route({ ...entry, url, summary }));
}

/** What printing a verifiable document needs: the uploads it shows, the address its code is checked at. */
export interface DocumentPrint {
  fileStore: FileStore;
  publicUrl: string;
}

/**
 * A verifiable document printed for one record (a letter, a certificate, a form): GET `url`
 * with the record's id. Printing issues the document's verification code, so `send` writes.
 */
export function recordDocumentRoute(entry: {
  url: string;
  summary: string;
  access: RouteAccess;
  print: DocumentPrint;
  send(context: WriteContext, reply: FastifyReply, print: DocumentPrint, id: number): Promise<unknown>;
}): RouteEntry {
  const { print, send, ...declared } = entry;
  return route({
    method: 'GET',
    ...declared,
    params: IdParamsSchema,
    handler: ({ write, reply, params }) => send(write(), reply, print, params.id),
  });
}

/**
 * A report's figures that read people's own rows: GET `url` with the report's query, counted
 * live for one campus and, for more than one, served from a recent count with its time
 * (report-snapshots.ts) under the key `snapshot`.
 */
export function recentCountRoute<Query extends Schema, Response extends Schema>(
  entry: Pick<RouteEntry<undefined, Query, undefined, Response>, 'url' | 'summary' | 'access'> & {
    query: Query;
    response: Response;
    snapshot: string;
    count(context: ReadContext, query: z.output<Query>): Promise<z.input<Response>>;
  },
): RouteEntry {
  const { snapshot, count, ...declared } = entry;
  return {
    method: 'GET',
    report: true,
    ...declared,
    handler: ({ read, reply, query }) =>
      answeredFromRecentCount(read(), reply, snapshot, query as object, () => count(read(), query as z.output<Query>)),
  };
}

/** Whether a report's read failed because its database went away. */
const isLostConnection = (error: unknown) => fromPrismaError(error)?.code === 'DATABASE_UNAVAILABLE';

/**
 * A report's answer read from the reports database, stating the replica's lag when a replica is
 * configured; answered again from the primary when the replica went away while it was read.
 */
async function reportAnswer(
  reportsDatabase: ReportsDatabase,
  primary: ReportsReader,
  reply: FastifyReply,
  answer: (reader: ReportsReader) => Promise<unknown>,
): Promise<unknown> {
  const from = (reader: ReportsReader) => {
    if (reportsDatabase.hasReplica) reply.header(REPLICA_LAG_HEADER, replicaLagHeader(reader));
    return answer(reader);
  };
  const reader = await reportsDatabase.reader();
  try {
    return await from(reader);
  } catch (error) {
    const replicaWentAway =
      reader.replica && !reply.sent && isLostConnection(error) && (await reportsDatabase.replicaLost());
    if (!replicaWentAway) throw error;
    return from(primary);
  }
}

/** Registers every entry of a module's table under the given OpenAPI tag. */
export function registerRouteTable(app: FastifyInstance, tag: string, table: readonly RouteEntry[]): void {
  const { prisma, reportsDatabase } = app;
  const primary: ReportsReader = { prisma };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of table) {
    const status = entry.status ?? 200;
    const readsReports = entry.reads === 'reports' || entry.report === true;
    typed.route({
      method: entry.method,
      url: entry.url,
      schema: {
        tags: [tag],
        summary: entry.summary,
        ...(entry.hide ? { hide: true } : {}),
        ...(entry.report === undefined
          ? {}
          : { [REPORT_EXTENSION]: entry.report ? REPORT_FIGURES : NOT_REPORT_FIGURES }),
        ...(entry.security ? { security: entry.security } : {}),
        ...(entry.params ? { params: entry.params } : {}),
        ...(entry.query ? { querystring: entry.query } : {}),
        ...(entry.body ? { body: entry.body } : {}),
        ...(entry.response || entry.otherResponses
          ? { response: { ...(entry.response ? { [status]: entry.response } : {}), ...entry.otherResponses } }
          : {}),
      },
      config: { access: entry.access },
      handler: async (request, reply) => {
        const answer = (reader: ReportsReader) =>
          entry.handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            request,
            reply,
            read: () => readContext(reader.prisma, request, reader.replica),
            write: () => writeContext(prisma, request),
          });
        const result = readsReports
          ? await reportAnswer(reportsDatabase, primary, reply, answer)
          : await answer(primary);
        // A handler that sent the reply itself returned it; awaiting it (a reply is thenable) gives no reply back.
        if (reply.sent || result === reply) return reply;
        return reply.status(status).send(result);
      },
    });
  }
}

/**
 * A module's routes plugin: its table registered under its OpenAPI tag. A table that needs
 * the app (its configuration, mailer, queue) or the plugin's options is built from them when
 * the plugin registers.
 */
export function routesPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  tag: string,
  table: readonly RouteEntry[] | ((app: FastifyInstance, options: Options) => readonly RouteEntry[]),
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    registerRouteTable(app, tag, typeof table === 'function' ? table(app, options) : table);
  };
}

interface RecordRoute {
  summary: string;
  access: RouteAccess;
}

/**
 * A record's routes, as setup records and lookups have them: GET `path` lists them (with the
 * list's own query and answer), GET `path/:id` reads one, POST `path` adds one (201), PUT or
 * PATCH `path/:id` updates one; each but the list answers the record. A module lists the ones
 * it has, with their summaries and permissions, and the service functions that do the work;
 * the entries come in that order (list, read, add, update). Each may name a path of its own
 * where the clients call it elsewhere.
 */
export function recordRoutes<
  Item extends Schema,
  Create extends Schema,
  Update extends Schema,
  ListQuery extends Schema,
  List extends Schema,
>(record: {
  path: string;
  item: Item;
  list?: RecordRoute & {
    /** Where the client lists at a path of its own (`/SectionForStudent/all`). */
    path?: string;
    query?: ListQuery;
    response: List;
    read(context: ReadContext, query: z.output<ListQuery>): Promise<z.input<List>>;
  };
  get?: RecordRoute & {
    /** Where the client reads one at a path of its own, before `/:id`. */
    path?: string;
    read(context: ReadContext, id: number): Promise<z.input<Item>>;
  };
  create?: RecordRoute & {
    body: Create;
    /** Where the client adds at a path of its own (`/AgeManagement/Add`). */
    path?: string;
    write(context: WriteContext, body: z.output<Create>): Promise<z.input<Item>>;
  };
  update?: RecordRoute & {
    method: 'PUT' | 'PATCH';
    /** Where the client updates one at a path of its own, before `/:id` (`/SectionForStudent/update`). */
    path?: string;
    body: Update;
    write(context: WriteContext, id: number, body: z.output<Update>): Promise<z.input<Item>>;
  };
}): RouteEntry[] {
  // The schemas below validate every request; in this generic code the parsed values lose
  // their inferred types, so they are named here.
  const idOf = (params: unknown) => (params as IdParams).id;
  const { path, item, list, get, create, update } = record;
  const declared = (url: string, { summary, access }: RecordRoute) => ({ url, summary, access });
  const entries: RouteEntry[] = [];
  if (list) {
    entries.push({
      method: 'GET',
      ...declared(list.path ?? path, list),
      query: list.query,
      response: list.response,
      handler: ({ read, query }) => list.read(read(), query as z.output<ListQuery>),
    });
  }
  if (get) {
    entries.push({
      method: 'GET',
      ...declared(`${get.path ?? path}/:id`, get),
      params: IdParamsSchema,
      response: item,
      handler: ({ read, params }) => get.read(read(), idOf(params)),
    });
  }
  if (create) {
    entries.push({
      method: 'POST',
      ...declared(create.path ?? path, create),
      body: create.body,
      response: item,
      status: 201,
      handler: ({ write, body }) => create.write(write(), body as z.output<Create>),
    });
  }
  if (update) {
    entries.push({
      method: update.method,
      ...declared(`${update.path ?? path}/:id`, update),
      params: IdParamsSchema,
      body: update.body,
      response: item,
      handler: ({ write, params, body }) => update.write(write(), idOf(params), body as z.output<Update>),
    });
  }
  return entries;
}
