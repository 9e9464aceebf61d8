/**
 * What the generated walks over the API share (server/src/*.walk.test.ts, docs/decisions/0022):
 * the operations of the app's OpenAPI document with the access each route declares, a user of
 * every role, a request sent as one of them in any encoding, a failure message that names
 * the route, the role and the input, and random requests checked with the seed that replays them.
 */
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import supertest from 'supertest';
import { can, ROLES, type Role } from '@hemis/contracts';
import type { RouteAccess } from '../../server/src/plugins/access.ts';
import type { TestApp } from './app.ts';
import type { TestUser } from './factories.ts';
import { asUser } from './session.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** The Fastify path, `/api/Faculty/:id`. */
  url: string;
  access: RouteAccess;
  pathNames: string[];
  queryNames: string[];
  /** The body's field names, when the document describes an object body. */
  bodyFields: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the OpenAPI document, with the access its route declares. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const accessOf = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [name, operation] of Object.entries(methods)) {
      const method = name.toUpperCase() as Method;
      const access = accessOf.get(`${method} ${url}`);
      if (access === undefined) continue; // the documentation's own routes
      const parameters = operation.parameters ?? [];
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        method,
        url,
        access,
        pathNames: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryNames: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return operations;
}

/** Whether the role may call the route (the guard's own rule: any permission of the declaration will do). */
export function roleMayCall(access: RouteAccess, role: Role | undefined): boolean {
  if (access === 'public') return true;
  return role !== undefined && [access].flat().some((permission) => can(role, permission));
}

/** Signed-in users of every role; `undefined` is an anonymous caller. */
export type Callers = Map<Role, TestUser>;
export const ALL_CALLERS: readonly (Role | undefined)[] = [...ROLES, undefined];

export function caller(test: TestApp, callers: Callers, role: Role | undefined): supertest.Agent {
  return role ? asUser(test, callers.get(role)!) : supertest.agent(test.target);
}

/**
 * The app listening on a loopback port: supertest otherwise opens a port per request on the
 * app's server, and requests sent at once then trip over each other's.
 */
export async function listening(test: TestApp): Promise<TestApp> {
  if (typeof test.target === 'string') return test;
  const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...test, target: address, api: supertest.agent(address) };
}

/** The path with its parameters filled in, each encoded as a path segment. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? '1'));
}

export type Encoding = 'json' | 'multipart' | 'urlencoded';

/** A value a form field carries: a file where the generator asks for one. */
export const FILE = Symbol('a file');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Sends the body in the encoding. A form has fields, so a body that is no object goes as
 * JSON whatever the encoding asked; in multipart an object or array field goes as a JSON
 * part (which the multipart parser reads back as that object) and FILE as a file.
 */
export function sendBody(request: supertest.Test, encoding: Encoding, body: unknown): supertest.Test {
  if (encoding === 'json' || !isRecord(body)) {
    return request.set('content-type', 'application/json').send(JSON.stringify(body) ?? 'null');
  }
  if (encoding === 'urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, formText(item));
    }
    return request.type('form').send(form.toString());
  }
  for (const [name, value] of Object.entries(body)) {
    if (value === FILE) request.attach(name, Buffer.from('not really a file'), 'walk.bin');
    else if (typeof value === 'object' && value !== null) {
      request.field(name, JSON.stringify(value), { contentType: 'application/json' } as never);
    } else request.field(name, formText(value));
  }
  return request;
}

/** A body short enough to read in a failure message. */
export function preview(body: unknown): string {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value === FILE ? '<file>' : typeof value === 'string' && value.length > 60 ? `<${value.length} characters>` : value,
  );
  return text === undefined ? String(body) : text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

export function describeCall(
  method: Method,
  path: string,
  role: Role | undefined,
  extra: { encoding?: Encoding; body?: unknown } = {},
): string {
  const body = 'body' in extra ? ` with ${extra.encoding} body ${preview(extra.body)}` : '';
  return `${method} ${path} as ${role ?? 'anonymous'}${body}`;
}

/**
 * Checks a route's random requests (`runs` of them, `examples` among them) and says what failed
 * with the seed that replays it (HEMIS_WALK_SEED, which also sets the seed of every run); null
 * when every request passed.
 */
export async function checkedWithReplaySeed<Values extends unknown[]>(
  property: fc.IAsyncProperty<Values>,
  runs: number,
  examples: Values[] = [],
): Promise<string | null> {
  const details = await fc.check(property, {
    numRuns: runs,
    examples,
    endOnFailure: true,
    seed: process.env.HEMIS_WALK_SEED ? Number(process.env.HEMIS_WALK_SEED) : undefined,
  });
  if (!details.failed) return null;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${cause} (replay: HEMIS_WALK_SEED=${details.seed})`;
}
