/**
 * The one way of writing forms in the web (docs/decisions/0015): react-hook-form holds the
 * values, the contracts' zod schema checks them through @hookform/resolvers' zod resolver, and
 * the server's 400 issues land on the same fields. A form's values are what its inputs hold
 * (text, booleans, chosen files), close to the wire; the schema's parsed output is what a
 * submit handler receives.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors as HookFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/api-client.ts';
import { MessageTranslationProvider, type MessageTranslation } from './field-messages.tsx';

/** One message per field name; undefined or blank means the field is fine. */
export type FieldErrors = Record<string, string | undefined>;

/** Rules a schema cannot check alone (they need other data, such as the universities offered). */
export type FormRules<V> = (values: V) => FieldErrors;

/** A schema of the contracts, read from what a form holds. */
export type FormSchema<Out = unknown> = z.ZodType<Out>;

/**
 * The zod resolver over `schema`, with `rules` added: a rule's message shows on its field
 * unless the schema already has one there.
 */
export function schemaResolver<V extends FieldValues, Out>(
  schema: FormSchema<Out>,
  rules?: FormRules<V>,
  submitsValues = false,
): Resolver<V, unknown, Out> {
  const base = zodResolver(schema as z.ZodType<Out, V>, undefined, {
    raw: submitsValues as false,
  }) as unknown as Resolver<V, unknown, Out>;
  if (!rules) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const broken = Object.entries(rules(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (broken.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of broken) errors[name] ??= { type: 'rule', message };
    return { values: {}, errors: errors as HookFieldErrors<V> };
  };
}

export interface SchemaFormOptions<V extends FieldValues> {
  defaultValues: V;
  rules?: FormRules<V> | undefined;
  /** The submit receives the form's values once they pass, not the schema's output (forms sent as typed). */
  submitsValues?: boolean | undefined;
}

/** A react-hook-form form checked by a contracts schema (plus rules); errors show once a field was touched or submitted. */
export function useSchemaForm<V extends FieldValues, Out>(
  schema: FormSchema<Out>,
  { defaultValues, rules, submitsValues }: SchemaFormOptions<V>,
): UseFormReturn<V, unknown, Out> {
  return useForm<V, unknown, Out>({
    resolver: schemaResolver<V, Out>(schema, rules, submitsValues),
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Puts a 400 answer's issues on the form's fields (`body.firstName` -> firstName; `aliases`
 * maps a wire name the form holds under another name) and answers the messages of fields
 * the form does not show, so the screen can say them.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  aliases: Readonly<Record<string, string>> = {},
): string[] {
  const shown = form.getValues() as Record<string, unknown>;
  const elsewhere: string[] = [];
  for (const [wire, message] of Object.entries(fieldErrorsOf(error))) {
    const field = aliases[wire] ?? wire;
    if (field in shown) form.setError(field as Path<V>, { type: 'server', message });
    else elsewhere.push(message);
  }
  return elsewhere;
}

/** The message of a field's error, whether the schema, a rule or the server set it. */
export function errorOf(errors: HookFieldErrors, name: string): string | undefined {
  const error = errors[name];
  return error && typeof error.message === 'string' ? error.message : undefined;
}

interface SchemaFormProps<V extends FieldValues, Out> {
  form: UseFormReturn<V, unknown, Out>;
  /** Called with the schema's output once every check passed. */
  onSubmit: SubmitHandler<Out>;
  /** Names the form for screen readers (and the journeys that find it). */
  label: string;
  children: ReactNode;
  id?: string;
  /** Says the fields' messages in the language shown (field-messages.tsx); as given without it. */
  translateMessage?: MessageTranslation | undefined;
}

/** A `<form>` whose fields (the inputs of this folder) bind to `form` by name. */
export function SchemaForm<V extends FieldValues, Out>({
  form,
  onSubmit,
  label,
  children,
  id,
  translateMessage,
}: SchemaFormProps<V, Out>) {
  return (
    <FormProvider {...form}>
      <MessageTranslationProvider translate={translateMessage}>
        <Box component="form" id={id} aria-label={label} noValidate onSubmit={form.handleSubmit(onSubmit)}>
          {children}
        </Box>
      </MessageTranslationProvider>
    </FormProvider>
  );
}
