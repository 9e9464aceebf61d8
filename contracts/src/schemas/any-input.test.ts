/**
 * Every schema of the contract, given any value a client can send (any JSON, multipart fields
 * that arrive as JSON objects or files, objects without a prototype or whose toString is not a
 * function), answers with issues or a value: a refinement, preprocess or transform that assumes
 * a shape and throws would turn a client's mistake into a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

const schemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** The field names of an object schema, looked for through the wrappers (pipe, preprocess, optional, refine). */
function fieldNames(schema: unknown, depth = 0): string[] {
  if (depth > 6 || typeof schema !== 'object' || schema === null) return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  return [def.in, def.out, def.innerType, def.element].flatMap((inner) => fieldNames(inner, depth + 1));
}

/** Values no well-behaved client sends, and which String(), Number() or a property read may throw on. */
const HOSTILE_VALUES: Record<string, unknown> = {
  null: null,
  'an empty text': '',
  'an empty array': [],
  'an empty object': {},
  'an object whose toString is a number': { toString: 1 },
  'an object whose toString and valueOf are texts': { toString: 'x', valueOf: 'y' },
  'an object without a prototype': Object.create(null),
  'an array of such an object': [{ toString: 1 }],
  'an array of an array of such an object': [[{ toString: 1 }]],
  'a file': new Uint8Array([1, 2, 3]),
  'a number beyond safe integers': Number.MAX_SAFE_INTEGER * 10,
  'a negative number': -1,
  'a number text beyond doubles': '1e400',
  'a 10 kB text': 'x'.repeat(10_000),
};

/** The values that break code assuming a shape, tried in each field one by one. */
const SHAPE_BREAKERS = [
  'null',
  'an object whose toString is a number',
  'an object without a prototype',
  'an array of an array of such an object',
  'a file',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...Object.values(HOSTILE_VALUES)),
  fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withBigInt: true }),
);

function hostileInput(names: string[]): fc.Arbitrary<unknown> {
  if (names.length === 0) return hostileValue;
  const fields = fc.dictionary(fc.constantFrom(...names, 'toString', 'constructor', 'unknownField'), hostileValue, {
    maxKeys: names.length + 2,
  });
  return fc.oneof(hostileValue, fields);
}

describe('the contract’s schemas on any input', () => {
  it('finds the schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('%s answers issues or a value, never throws', (_name, schema) => {
    const names = fieldNames(schema);
    // Each hostile value as the whole input and in each field, then random inputs besides.
    for (const [label, value] of Object.entries(HOSTILE_VALUES)) {
      expect(() => schema.safeParse(value), `the whole input as ${label}`).not.toThrow();
    }
    for (const label of SHAPE_BREAKERS) {
      const fields = Object.fromEntries(names.map((name) => [name, HOSTILE_VALUES[label]]));
      expect(() => schema.safeParse(fields), `every field as ${label}`).not.toThrow();
      for (const name of names) {
        expect(
          () => schema.safeParse({ [name]: HOSTILE_VALUES[label] }),
          `the field ${name} as ${label}`,
        ).not.toThrow();
      }
    }
    fc.assert(
      fc.property(hostileInput(names), (input) => {
        schema.safeParse(input);
      }),
      { numRuns: 50 },
    );
  });
});
