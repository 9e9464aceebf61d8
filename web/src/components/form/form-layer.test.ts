import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StudentBodySchema, STUDENT_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { adToBsText, bsMonthLength, bsToAdText } from './calendar-text.ts';
import { fileProblem, fileRules } from './file-input.tsx';
import { schemaResolver } from './schema-form.tsx';

// The browser runs zod without eval (web/src/lib/zod-without-eval.ts); so do these checks.
z.config({ jitless: true });

const resolve = <V extends Record<string, unknown>>(
  resolver: ReturnType<typeof schemaResolver<V, unknown>>,
  values: V,
) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the zod resolver over the contracts schemas', () => {
  it('answers one message per field from the contract, with zod 4 and without eval', async () => {
    const result = await resolve(schemaResolver(StudentBodySchema), { firstName: '', phoneNumber: '123' });
    const messages = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
    expect(messages).toMatchObject({
      firstName: VALIDATION_MESSAGES.firstNameRequired,
      phoneNumber: STUDENT_MESSAGES.phoneInvalid,
      levelId: STUDENT_MESSAGES.levelRequired,
    });
  });

  it('hands on the parsed output once the values pass', async () => {
    const result = await resolve(schemaResolver(StudentBodySchema), {
      firstName: 'sita',
      lastName: 'rai',
      gender: 'female',
      doBBS: '2060-01-15',
      levelId: '1',
      facultyId: '2',
      programId: '3',
      admissionYearId: '4',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      firstName: 'sita',
      doBBS: { bs: '2060-01-15', ad: '2003-04-28' },
      levelId: 1,
    });
  });

  it('adds the rules a schema cannot check, without hiding the schema’s own message', async () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required') });
    const resolver = schemaResolver(schema, (values: { name: string; other: string }) => ({
      name: 'Not this one',
      other: values.other ? undefined : 'Other is required',
    }));
    const result = await resolve(resolver, { name: '', other: '' });
    expect(result.errors.name?.message).toBe('Name is required');
    expect(result.errors.other?.message).toBe('Other is required');
  });
});

describe('BS and AD dates as the date inputs hold them', () => {
  it('finds each calendar from the other, and nothing for text that is not a date', () => {
    expect(bsToAdText('2070-01-01')).toBe('2013-04-14');
    expect(adToBsText('2013-04-14')).toBe('2070-01-01');
    expect(bsToAdText('2070-13-01')).toBe('');
    expect(adToBsText('2013-02-30x')).toBe('');
  });

  it('knows how many days a BS month has', () => {
    expect(bsMonthLength(2081, 1)).toBe(31);
    expect(bsMonthLength(2081, 2)).toBe(32);
    expect(bsMonthLength(2081, 9)).toBe(29);
    expect(bsMonthLength(2150, 1)).toBe(0);
  });
});

describe('chosen files', () => {
  it('refuses a type the field does not take and a file above the limit', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 'image', 100, 'PP photo')).toBe(
      'PP photo must be a PNG, JPEG or WebP image',
    );
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 'image-or-pdf', 100)).toBeUndefined();
    expect(fileProblem({ type: 'image/png', size: 10 }, 'pdf', 100, 'The document')).toBe('The document must be a PDF');
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 'pdf', 100)).toBeUndefined();
    expect(fileProblem({ type: 'image/png', size: 2 * 1024 * 1024 }, 'image', 1024 * 1024)).toBe(
      'The file must be at most 1 MB',
    );
  });

  it('checks only the fields holding a chosen file', () => {
    const rules = fileRules({ photo: ['image', 'Photo'], scan: ['image-or-pdf', 'Scan'] }, 100);
    const photo = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(rules({ photo, scan: undefined })).toEqual({ photo: 'Photo must be a PNG, JPEG or WebP image' });
  });
});
