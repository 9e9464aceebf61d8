/**
 * A small form hook over the contracts' zod schemas: controlled values, one error per field
 * from the schema or from the server's 400 issues, and a submit that only calls through
 * with parsed (trimmed) data. The schema type is structural so the web needs no zod import.
 */
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

interface ParseIssue {
  path: readonly PropertyKey[];
  message: string;
}

export interface FormSchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly ParseIssue[] } };
}

export type FieldErrors = Record<string, string | undefined>;

export function issuesToErrors(issues: readonly ParseIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useForm<V extends Record<string, unknown>, Out>(schema: FormSchema<Out>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Sets several fields at once and clears their errors. */
  const change = useCallback((changes: Partial<V>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) next[key] = undefined;
      return next;
    });
  }, []);

  /** Props for a FormField bound to a text or select value. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as unknown,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
  });

  /** Parses the values; `extra` adds rules the schema cannot see (they need other data). */
  const validate = (extra?: (values: V) => FieldErrors): Out | undefined => {
    const parsed = schema.safeParse(values);
    const found = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...extra?.(values) };
    const failed = Object.values(found).some(Boolean);
    setErrors(found);
    return parsed.success && !failed ? parsed.data : undefined;
  };

  const handleSubmit = (onValid: (data: Out) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (data !== undefined) void onValid(data);
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setErrors({});
  };

  return { values, setValues, setValue, change, errors, setErrors, field, validate, handleSubmit, reset };
}
