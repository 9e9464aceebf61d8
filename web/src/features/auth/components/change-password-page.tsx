/** Change Password for the signed-in user (spec section 2, user menu; api-contract 3). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, ChangePasswordBodySchema, VALIDATION_MESSAGES } from '@hemis/contracts';
import { FormField } from '../../../components/form-field.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm(ChangePasswordBodySchema, EMPTY);

  const submit = form.handleSubmit(async (body) => {
    if (body.newPassword !== form.values.confirmPassword.trim()) {
      form.setErrors({ confirmPassword: VALIDATION_MESSAGES.resetPasswordsDoNotMatch });
      return;
    }
    try {
      await change.mutateAsync(body);
      toast.success(AUTH_MESSAGES.passwordChanged);
      form.reset();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (error instanceof ApiError && error.code === 'WRONG_OLD_PASSWORD') fields.oldPassword = error.message;
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Page title="Change Password">
      <Section>
        <Box component="form" noValidate onSubmit={submit} aria-label="Change Password" sx={{ maxWidth: 480 }}>
          <Stack spacing={2}>
            <FormField
              {...form.field('oldPassword')}
              label="Old Password"
              type="password"
              required
              autoComplete="current-password"
            />
            <FormField
              {...form.field('newPassword')}
              label="New Password"
              type="password"
              required
              autoComplete="new-password"
            />
            <FormField
              {...form.field('confirmPassword')}
              label="Confirm Password"
              type="password"
              required
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" disabled={change.isPending}>
              Change Password
            </Button>
          </Stack>
        </Box>
      </Section>
    </Page>
  );
}

export default ChangePasswordPage;
