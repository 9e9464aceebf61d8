/**
 * A stage of a campus's QAA cycle in a dialog: the letter of intent that opens a cycle, the
 * self-study report a campus submits, or the next stage the grants body's QAA staff record,
 * offered only among the stages the cycle may move to. Each has its date (BS with its AD day),
 * remarks and a document (PDF); a decision of the grants body has its text; an award its
 * validity in years (or its expiry day) and fiscal year; a deferral the stage it returns to.
 * The contract's schema checks the form; the server checks the order, the dates and the
 * document's content again, and its messages land on the fields.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  QAA_DEFAULT_VALIDITY_YEARS,
  QAA_DEFERRAL_RETURN_STAGES,
  QAA_MESSAGES,
  QAA_STAGE_LABELS,
  RecordQaaStageBodySchema,
  StartQaaCycleBodySchema,
  type QaaStageName,
} from '@hemis/contracts';
import {
  BsDateInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  adToBsText,
  applyServerErrors,
  fileRules,
  todayAdText,
  useSchemaForm,
  type FieldErrors,
  FormDialogBody,
} from '../../../components/form/index.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useRecordQaaStage } from '../api/record-qaa-stage.ts';
import { useStartQaaCycle } from '../api/start-qaa-cycle.ts';
import {
  QAA_DOCUMENT_MAX_BYTES,
  emptyStageValues,
  stageFields,
  stageOptions,
  type StageValues,
} from '../qaa-values.ts';

/** What the dialog records: a new cycle's letter of intent, or a stage of a cycle among `stages`. */
export type StageDialogTarget =
  | { kind: 'letter'; campusId: number; campusName: string }
  | { kind: 'stage'; cycleId: number; campusName: string; stages: readonly QaaStageName[]; title?: string };

const FILE_RULES = fileRules({ document: ['pdf', 'The document'] }, QAA_DOCUMENT_MAX_BYTES);

/** The date is required whichever calendar gives it. */
function rules(values: StageValues): FieldErrors {
  return {
    ...FILE_RULES(values as unknown as Record<string, unknown>),
    dateNep: values.dateNep || values.dateEng ? undefined : QAA_MESSAGES.dateRequired,
  };
}

/** The fields one stage asks for besides the date, remarks and document. */
function StageDetails({ grantsBodyDecision }: { grantsBodyDecision: boolean }) {
  const stage = useWatch({ name: 'stage' }) as string;
  const years = useFiscalYearOptions();
  return (
    <>
      {grantsBodyDecision && stage !== '' ? (
        <Grid size={12}>
          <TextInput name="decision" label="Decision" />
        </Grid>
      ) : undefined}
      {stage === 'Awarded' ? (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput
              name="validityYears"
              label="Validity (years)"
              inputMode="numeric"
              helperText={`${QAA_DEFAULT_VALIDITY_YEARS} years unless the award says otherwise`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <SelectInput name="fiscalYearId" label="Fiscal Year" emptyLabel="None" options={years} />
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Or the day the accreditation expires, when the award names one:
            </Typography>
            <BsDateInput name="validUntilNep" adName="validUntilEng" label="Valid Until" />
          </Grid>
        </>
      ) : undefined}
      {stage === 'Deferred' ? (
        <Grid size={12}>
          <SelectInput
            name="returnToStage"
            label="Return to stage"
            required
            options={stageOptions(QAA_DEFERRAL_RETURN_STAGES)}
          />
        </Grid>
      ) : undefined}
    </>
  );
}

export function StageDialog({ target, onClose }: { target: StageDialogTarget; onClose: () => void }) {
  const toast = useToast();
  const start = useStartQaaCycle();
  const record = useRecordQaaStage();
  const [failure, setFailure] = useState<string>();
  const letter = target.kind === 'letter';
  const stages = letter ? [] : target.stages;
  const today = todayAdText();
  const form = useSchemaForm(letter ? StartQaaCycleBodySchema : RecordQaaStageBodySchema, {
    defaultValues: emptyStageValues(stages.length === 1 ? stages[0]! : '', { bs: adToBsText(today), ad: today }),
    rules: (values: StageValues) => {
      const errors = rules(values);
      if (!letter && values.stage === 'Deferred' && !values.returnToStage)
        errors.returnToStage = QAA_MESSAGES.returnStageRequired;
      return errors;
    },
    submitsValues: true,
  });

  const title = letter
    ? `Letter of intent of ${target.campusName}`
    : (target.title ?? `Record next stage for ${target.campusName}`);
  const grantsBodyDecision = !letter && stages.some((stage) => stage !== 'SelfStudyReportSubmitted');
  /** The campus's own submission (its self-study report), said as the campus sends it. */
  const byCampus = !letter && !grantsBodyDecision;

  /** An award or a refusal closes the cycle for good: asked before it is recorded. */
  const [confirming, setConfirming] = useState<'Awarded' | 'Refused'>();
  const submit = async () => {
    const stage = (form.getValues() as StageValues).stage;
    if (stage === 'Awarded' || stage === 'Refused') setConfirming(stage);
    else await save();
  };

  const save = async () => {
    setFailure(undefined);
    const values = form.getValues() as StageValues;
    const fields = stageFields(letter ? { ...values, stage: '' } : values);
    try {
      if (letter) await start.mutateAsync({ campusId: target.campusId, form: fields });
      else await record.mutateAsync({ cycleId: target.cycleId, form: fields });
      toast.success(
        letter
          ? 'Letter of intent submitted'
          : byCampus
            ? QAA_STAGE_LABELS[values.stage as QaaStageName]
            : `${QAA_STAGE_LABELS[values.stage as QaaStageName]} recorded`,
      );
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message = elsewhere.join(' ') || serverMessage(error, 'The stage could not be recorded.');
      setFailure(message);
      toast.error(message);
    }
  };

  const saving = form.formState.isSubmitting || start.isPending || record.isPending;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="qaa-stage-title">
      <SchemaForm form={form} onSubmit={submit} label={title}>
        <DialogTitle id="qaa-stage-title">{title}</DialogTitle>
        <FormDialogBody
          failure={failure}
          saving={saving}
          submitLabel={letter || byCampus ? 'Submit' : 'Record'}
          onClose={onClose}
        >
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {letter ? undefined : (
              <Grid size={12}>
                <SelectInput
                  name="stage"
                  label="Stage"
                  required
                  options={stageOptions(stages)}
                  onValueChange={(stage) => {
                    // An award is valid five years unless it says otherwise: the field starts there.
                    if (stage === 'Awarded' && !form.getValues('validityYears'))
                      form.setValue('validityYears', String(QAA_DEFAULT_VALIDITY_YEARS));
                  }}
                />
              </Grid>
            )}
            <Grid size={12}>
              <BsDateInput name="dateNep" adName="dateEng" label="Date" required />
            </Grid>
            <StageDetails grantsBodyDecision={grantsBodyDecision} />
            <Grid size={12}>
              <TextInput name="remarks" label="Remarks" multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FileInput name="document" label="Document (PDF)" kind="pdf" />
            </Grid>
          </Grid>
        </FormDialogBody>
      </SchemaForm>
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming === 'Awarded' ? 'Award the accreditation?' : 'Refuse the accreditation?'}
        confirmLabel={confirming === 'Awarded' ? 'Award' : 'Refuse'}
        busy={record.isPending}
        onConfirm={() => void save().finally(() => setConfirming(undefined))}
        onClose={() => setConfirming(undefined)}
      >
        {confirming === 'Awarded' ? 'The award' : 'The refusal'} closes this cycle of {target.campusName}; a stage once
        recorded is not undone.
      </ConfirmDialog>
    </Dialog>
  );
}
