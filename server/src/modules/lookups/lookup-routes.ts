/**
 * The routes national lookups share (spec section 7: "FiscalYear: GET list, GET and PUT by
 * id", "Batch: GET, POST, GET and PUT by id", ...): one definition per lookup, one way to
 * list, read, create and update, so FiscalYear, Batch, EthinicGroup, EmployeePositions and
 * AgeManagement behave alike. Paths keep the client's spellings.
 */
import { z } from 'zod';
import type { Permission } from '@hemis/contracts';
import { createRecord, findRecord, listRecords, updateRecord, type RecordStore } from '../../lib/records.ts';
import { recordRoutes, type RouteEntry } from '../../lib/route-table.ts';
import type { RouteAccess } from '../../plugins/access.ts';

/** A lookup's route table: its lists, then reading, adding and updating one. */
export function lookupTable<
  Row extends { id: number },
  Where extends { AND?: Where | Where[] },
  Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(definition: {
  /** "batch", for summaries. */
  noun: string;
  store: RecordStore<Row, Where, z.output<Create>, z.output<Update>>;
  item: z.ZodType<Item>;
  toItem(row: Row): Item;
  access: { read: RouteAccess; write: Permission };
  /** The record's path (`path/:id` reads and updates one, `path` adds one); the paths that list it. */
  path: string;
  list: string[];
  get?: boolean;
  create?: Create;
  /** Where the client adds at a path of its own. */
  createPath?: string;
  update?: Update;
}): RouteEntry[] {
  const { store, toItem, noun, access, item, create, update } = definition;
  const lists: RouteEntry[] = definition.list.map((url) => ({
    method: 'GET',
    url,
    summary: `Every ${noun}`,
    access: access.read,
    response: z.array(item),
    handler: async ({ read }) => (await listRecords(read(), store)).map(toItem),
  }));
  return [
    ...lists,
    ...recordRoutes({
      path: definition.path,
      item,
      get: definition.get
        ? {
            summary: `One ${noun}`,
            access: access.read,
            read: async (context, id) => toItem(await findRecord(context, store, id)),
          }
        : undefined,
      create: create && {
        summary: `Add a ${noun}`,
        access: access.write,
        body: create,
        path: definition.createPath,
        write: async (context, body) => toItem(await createRecord(context, store, body)),
      },
      update: update && {
        method: 'PUT',
        summary: `Update a ${noun}`,
        access: access.write,
        body: update,
        write: async (context, id, body) => toItem(await updateRecord(context, store, id, body)),
      },
    }),
  ];
}
