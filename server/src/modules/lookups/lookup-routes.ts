/**
 * The routes national lookups share (spec section 7: "FiscalYear: GET list, GET and PUT by
 * id", "Batch: GET, POST, GET and PUT by id", ...): one definition per lookup, one way to
 * list, read, create and update, so FiscalYear, Batch, EthinicGroup, EmployeePositions and
 * AgeManagement behave alike. Paths keep the client's spellings.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema, type IdParams, type Permission } from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import { createRecord, findRecord, listRecords, updateRecord, type RecordStore } from '../../lib/records.ts';
import type { RouteAccess } from '../../plugins/access.ts';

export interface LookupDefinition<
  Row extends { id: number },
  Where extends { AND?: Where | Where[] },
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  tag: string;
  /** "batch", for summaries. */
  noun: string;
  store: RecordStore<Row, Where, z.output<Create>, z.output<Update>>;
  item: z.ZodType<Item>;
  toItem(row: Row): Item;
  access: { read: RouteAccess; write: Permission };
  paths: { list?: string[]; get?: string; create?: string; update?: string };
  create?: Create;
  update?: Update;
  updateMethod?: 'PUT' | 'PATCH';
}

export function registerLookup<
  Row extends { id: number },
  Where extends { AND?: Where | Where[] },
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, definition: LookupDefinition<Row, Where, Item, Create, Update>): void {
  // The zod validator checks every request against the schemas below; the types the type
  // provider would infer are lost in this generic code, so the parsed values are named here.
  const api = app;
  const idOf = (params: unknown) => (params as IdParams).id;
  const { store, toItem, tag, noun, access, paths } = definition;
  const tags = [tag];

  for (const path of paths.list ?? []) {
    api.get(
      path,
      {
        schema: { tags, summary: `Every ${noun}`, response: { 200: z.array(definition.item) } },
        config: { access: access.read },
      },
      async (request) => (await listRecords(readContext(app.prisma, request), store)).map(toItem),
    );
  }

  if (paths.get) {
    api.get(
      paths.get,
      {
        schema: { tags, summary: `One ${noun}`, params: IdParamsSchema, response: { 200: definition.item } },
        config: { access: access.read },
      },
      async (request) => toItem(await findRecord(readContext(app.prisma, request), store, idOf(request.params))),
    );
  }

  const createSchema = definition.create;
  if (paths.create && createSchema) {
    api.post(
      paths.create,
      {
        schema: { tags, summary: `Add a ${noun}`, body: createSchema, response: { 201: definition.item } },
        config: { access: access.write },
      },
      async (request, reply) => {
        const created = await createRecord(writeContext(app.prisma, request), store, request.body as z.output<Create>);
        return reply.status(201).send(toItem(created));
      },
    );
  }

  const updateSchema = definition.update;
  if (paths.update && updateSchema) {
    api.route({
      method: definition.updateMethod ?? 'PUT',
      url: paths.update,
      schema: {
        tags,
        summary: `Update a ${noun}`,
        params: IdParamsSchema,
        body: updateSchema,
        response: { 200: definition.item },
      },
      config: { access: access.write },
      handler: async (request) =>
        toItem(
          await updateRecord(
            writeContext(app.prisma, request),
            store,
            idOf(request.params),
            request.body as z.output<Update>,
          ),
        ),
    });
  }
}
