/**
 * The one field for a code from the authenticator app ("Authentication code", six digits, filled
 * by the phone's one-time-code suggestion) and its button; the server's refusal shows above it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TwoFactorCodeBodySchema, type TwoFactorCodeBody } from '@hemis/contracts';
import { SchemaForm, TextInput, applyServerErrors, useSchemaForm } from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';

export const CODE_FIELD_PROPS = {
  label: 'Authentication code',
  autoComplete: 'one-time-code',
  slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } },
} as const;

export function CodeForm({
  label,
  submitLabel,
  onSubmit,
}: {
  /** Names the form for screen readers. */
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const form = useSchemaForm(TwoFactorCodeBodySchema, { defaultValues: { code: '' } as TwoFactorCodeBody });
  const [refusal, setRefusal] = useState<string>();
  const submit = async ({ code }: { code: string }) => {
    setRefusal(undefined);
    try {
      await onSubmit(code);
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length || !Object.keys(form.formState.errors).length) {
        setRefusal(elsewhere[0] ?? serverMessage(error, 'The code could not be checked.'));
      }
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} label={label}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : undefined}
        <TextInput name="code" required {...CODE_FIELD_PROPS} />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Checking…' : submitLabel}
        </Button>
      </Stack>
    </SchemaForm>
  );
}
