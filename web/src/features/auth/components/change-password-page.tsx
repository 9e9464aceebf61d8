/**
 * Change Password for the signed-in user (spec section 2, user menu; api-contract 3). The roles
 * whose user menu has no Profile (Admin, UgcAdmin) keep their second factor and their sessions
 * here, on the one account page they have.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
  VALIDATION_MESSAGES,
  visibleMenuItems,
  type ChangePasswordBody,
} from '@hemis/contracts';
import { SessionsSection } from '../../profile/components/sessions-section.tsx';
import { TwoFactorSection } from '../../two-factor/components/two-factor-section.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { PasswordInput } from './password-input.tsx';
import { SchemaForm, applyServerErrors, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The confirmation is the form's own: the API takes the old and the new password only. */
const confirmRule = (values: typeof EMPTY) => ({
  confirmPassword:
    values.newPassword.trim() !== values.confirmPassword.trim()
      ? VALIDATION_MESSAGES.resetPasswordsDoNotMatch
      : undefined,
});

export function ChangePasswordPage() {
  const toast = useToast();
  const change = useChangePassword();
  const role = useCurrentUser()?.role;
  const hasProfile = visibleMenuItems(role, 'user').some((item) => item.id === 'profile');
  const form = useSchemaForm(ChangePasswordBodySchema, { defaultValues: EMPTY, rules: confirmRule });

  const submit = async (body: ChangePasswordBody) => {
    try {
      await change.mutateAsync(body);
      toast.success(AUTH_MESSAGES.passwordChanged);
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      if (error instanceof ApiError && error.code === 'WRONG_OLD_PASSWORD') {
        form.setError('oldPassword', { type: 'server', message: error.message });
      } else if (Object.keys(fieldErrorsOf(error)).length === 0) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <Page title="Change Password">
      <Section>
        <SchemaForm form={form} onSubmit={submit} label="Change Password">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <PasswordInput name="oldPassword" label="Old Password" current />
            <PasswordInput name="newPassword" label="New Password" />
            <PasswordInput name="confirmPassword" label="Confirm Password" />
            <Button type="submit" variant="contained" disabled={change.isPending}>
              Change Password
            </Button>
          </Stack>
        </SchemaForm>
      </Section>
      {hasProfile ? null : (
        <>
          <TwoFactorSection />
          <SessionsSection />
        </>
      )}
    </Page>
  );
}

export default ChangePasswordPage;
