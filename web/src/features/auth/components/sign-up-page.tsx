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
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GENDERS, PHONE_NUMBER_LENGTH, SignUpBodySchema, SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { FormField } from '../../../components/form-field.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
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

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function SignUpPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signUp = useSignUp();
  const [failed, setFailed] = useState(false);
  const form = useForm(SignUpBodySchema, EMPTY);
  const { values } = form;
  const matchText = passwordMatchText(values.password, values.confirmPassword);

  const submit = form.handleSubmit(async (body) => {
    setFailed(false);
    try {
      await signUp.mutateAsync(body);
      toast.success(SPEC_MESSAGES.signUpSuccess);
      navigate('/login');
    } catch (error) {
      setFailed(true);
      const fieldErrors = fieldErrorsOf(error);
      // A taken email answers 409 with a message and no field: it belongs beside the email.
      if (error instanceof ApiError && error.status === 409) fieldErrors.email = error.message;
      form.setErrors(fieldErrors);
    }
  });

  return (
    <AuthCard title="Student Sign Up">
      <Box component="form" noValidate onSubmit={submit} aria-label="Student Sign Up">
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {SPEC_MESSAGES.signUpFailure}
          </Alert>
        ) : undefined}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...form.field('firstName')} label="First Name" required autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...form.field('middleName')} label="Middle Name" autoComplete="additional-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormField {...form.field('lastName')} label="Last Name" required autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              {...form.field('phoneNumber')}
              onChange={(event) => form.setValue('phoneNumber', phoneInput(event.target.value))}
              label="Phone Number"
              required
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_NUMBER_LENGTH } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField {...form.field('gender')} select label="Gender" required>
              {GENDERS.map((gender) => (
                <MenuItem key={gender} value={gender}>
                  {label(gender)}
                </MenuItem>
              ))}
            </FormField>
          </Grid>
          <Grid size={12}>
            <FormField {...form.field('email')} label="Email" type="email" required autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              {...form.field('password')}
              label="Password"
              type="password"
              required
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              {...form.field('confirmPassword')}
              label="Confirm Password"
              type="password"
              required
              autoComplete="new-password"
              helperText={matchText}
              slotProps={{
                formHelperText: {
                  sx: { color: matchText === VALIDATION_MESSAGES.passwordsMatch ? 'success.main' : 'error.main' },
                  'aria-live': 'polite',
                },
              }}
            />
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
      </Box>
    </AuthCard>
  );
}

export default SignUpPage;
