/**
 * Student Sign Up (spec sections 2, 5 and 8): every rule of the contracts' sign-up schema
 * with its message, a phone input of digits only (at most 10), and live feedback on
 * whether the passwords match. Success toasts and goes to /login.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  GENDERS,
  PHONE_NUMBER_LENGTH,
  SignUpBodySchema,
  SPEC_MESSAGES,
  VALIDATION_MESSAGES,
  type SignUpBody,
} from '@hemis/contracts';
import { TextInput } from '../../../components/form/inputs.tsx';
import { PasswordInput } from './password-input.tsx';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { SchemaForm, applyServerErrors, useSchemaForm } from '../../../components/form/schema-form.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';
import { passwordMatchText, phoneInput } from '../sign-up-rules.ts';
import { AuthCard } from './auth-card.tsx';

const EMPTY = {
  firstName: '',
  middleName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  gender: '',
  password: '',
  confirmPassword: '',
};

const GENDER_OPTIONS = GENDERS.map((gender) => ({
  value: gender,
  label: gender.charAt(0).toUpperCase() + gender.slice(1),
}));

/** Says as the user types whether the confirmation matches the password. */
function ConfirmPasswordInput() {
  const [password, confirmPassword] = useWatch({ name: ['password', 'confirmPassword'] }) as [string, string];
  const matchText = passwordMatchText(password, confirmPassword);
  return (
    <PasswordInput
      name="confirmPassword"
      label="Confirm Password"
      helperText={matchText}
      slotProps={{
        formHelperText: {
          sx: { color: matchText === VALIDATION_MESSAGES.passwordsMatch ? 'success.main' : 'error.main' },
          'aria-live': 'polite',
        },
      }}
    />
  );
}

export function SignUpPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signUp = useSignUp();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(SignUpBodySchema, { defaultValues: EMPTY });

  const submit = async (body: SignUpBody) => {
    setFailed(false);
    try {
      await signUp.mutateAsync(body);
      toast.success(SPEC_MESSAGES.signUpSuccess);
      navigate('/login');
    } catch (error) {
      setFailed(true);
      applyServerErrors(form, error);
      // A taken email answers 409 with a message and no field: it belongs beside the email.
      if (error instanceof ApiError && error.status === 409)
        form.setError('email', { type: 'server', message: error.message });
    }
  };

  return (
    <AuthCard title="Student Sign Up">
      <SchemaForm form={form} onSubmit={submit} label="Student Sign Up">
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {SPEC_MESSAGES.signUpFailure}
          </Alert>
        ) : undefined}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput name="firstName" label="First Name" required autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput name="middleName" label="Middle Name" autoComplete="additional-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput name="lastName" label="Last Name" required autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput
              name="phoneNumber"
              normalize={phoneInput}
              label="Phone Number"
              required
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_NUMBER_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput name="gender" label="Gender" required options={GENDER_OPTIONS} />
          </Grid>
          <Grid size={12}>
            <TextInput name="email" label="Email" type="email" required autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordInput name="password" label="Password" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ConfirmPasswordInput />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={signUp.isPending}>
              {signUp.isPending ? 'Signing up…' : 'Sign Up'}
            </Button>
          </Grid>
        </Grid>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Box>
      </SchemaForm>
    </AuthCard>
  );
}

export default SignUpPage;
