/**
 * A long form in steps (MUI Stepper) inside a SchemaForm: Next checks the step's own fields
 * with the form's schema and stays on the step while one is wrong; the last step reviews what
 * will be sent and submits. When the submit finds a problem (the schema's, or the server's
 * 400 issues), the stepper returns to the first step holding a field in error.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from './field-messages.tsx';

export interface FormStep {
  label: string;
  /** The form fields this step shows: Next checks these. */
  fields: readonly string[];
  content: ReactNode;
}

export interface FormStepperProps {
  steps: readonly FormStep[];
  /** The last step: what will be sent, before the submit. */
  review: { label: string; content: ReactNode };
  submitLabel: string;
  submitting: boolean;
  /** Why the last submit failed, said below the stepper. */
  failure?: string;
}

export function FormStepper({ steps, review, submitLabel, submitting, failure }: FormStepperProps) {
  const { t } = useTranslation('components');
  const say = useFieldMessage();
  const { trigger, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState();
  const [active, setActive] = useState(0);
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const reviewIndex = steps.length;
  const labels = [...steps.map((step) => step.label), review.label];

  // A failed submit (or the server's field issues) sends the user to the first step in error.
  // react-hook-form keeps one errors object, so the fields in error are the dependency.
  const inError = Object.keys(errors).join(',');
  useEffect(() => {
    if (active !== reviewIndex) return;
    const fields = inError.split(',');
    const wrong = stepsRef.current.findIndex((step) => step.fields.some((field) => fields.includes(field)));
    if (wrong >= 0) setActive(wrong);
  }, [inError, submitCount, active, reviewIndex]);

  const next = async () => {
    const step = steps[active];
    if (!step) return;
    const valid = await trigger(step.fields as string[], { shouldFocus: true });
    if (valid) setActive(active + 1);
  };

  const goTo = (index: number) => {
    // Steps ahead are reached through Next, which checks the ones between.
    if (index < active) setActive(index);
  };

  // Moving to another step starts at its top, on its first field; the first render leaves focus alone.
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    window.scrollTo({ top: 0 });
    const first = stepsRef.current[active]?.fields[0];
    if (!first) return;
    try {
      setFocus(first);
    } catch {
      // A field without a focusable input (a file chooser) stays unfocused.
    }
  }, [active, setFocus]);

  // Problems on fields no step shows would block the submit unseen: say them on the review.
  const stepFields = new Set(steps.flatMap((step) => step.fields));
  const unplaced = Object.entries(errors)
    .filter(([field]) => !stepFields.has(field))
    .map(([, error]) => (typeof error?.message === 'string' ? say(error.message) : undefined))
    .filter((message): message is string => Boolean(message));

  return (
    <Box>
      <Stepper nonLinear activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {labels.map((label, index) => (
          <Step key={label} completed={index < active}>
            <StepButton onClick={() => goTo(index)} disabled={index >= active}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {labels[active]}
      </Typography>
      {steps.map((step, index) => (
        // Every step stays mounted (hidden), so its fields keep their values and registrations.
        <Box key={step.label} hidden={index !== active} role="group" aria-label={step.label}>
          {step.content}
        </Box>
      ))}
      {active === reviewIndex ? (
        <Box role="group" aria-label={review.label}>
          {review.content}
          {unplaced.length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {unplaced.join(' ')}
            </Alert>
          ) : undefined}
        </Box>
      ) : undefined}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button type="button" disabled={active === 0 || submitting} onClick={() => setActive(active - 1)}>
          {t('back')}
        </Button>
        {/* Distinct keys: a Next button turned into the submit button in place would submit the
            form from the very click that reached the review (the browser acts after the click). */}
        {active === reviewIndex ? (
          <Button key="submit" type="submit" variant="contained" disabled={submitting}>
            {submitting ? t('saving') : submitLabel}
          </Button>
        ) : (
          <Button key="next" type="button" variant="contained" onClick={() => void next()}>
            {t('next')}
          </Button>
        )}
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : undefined}
    </Box>
  );
}
