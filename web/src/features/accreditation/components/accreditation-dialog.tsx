/**
 * The award dialogs of the accreditation list (screen 8.6). "Re-Accreditate for {campus}"
 * renews a campus's accreditation: the fiscal year, the campus read-only, the date of
 * re-accreditation and of its expiry (BS with the AD day; five years unless given), the
 * evidence document and remarks. "Update Accreditation" corrects an award: its status
 * (Accredited or Re-Accredited) with the matching pair of dates, fiscal year and remarks.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  CreateAccreditationBodySchema,
  QAA_MESSAGES,
  type AccreditationDetail,
  type AccreditationListItem,
} from '@hemis/contracts';
import {
  BsDateInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  fileRules,
  useSchemaForm,
  type FieldErrors,
  type KeptFile,
  FormDialogBody,
} from '../../../components/form/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useCreateAccreditation } from '../api/create-accreditation.ts';
import { downloadAccreditationEvidence } from '../api/download-accreditation-evidence.ts';
import { useAccreditation } from '../api/get-accreditation.ts';
import { useUpdateAccreditation } from '../api/update-accreditation.ts';
import {
  AWARD_DATE_FIELDS as DATE_FIELDS,
  QAA_DOCUMENT_MAX_BYTES,
  awardFields,
  campusTypeLabel,
  type AwardValues,
} from '../qaa-values.ts';

const FILE_RULES = fileRules({ evidenceDoc: ['pdf', 'The evidence document'] }, QAA_DOCUMENT_MAX_BYTES);

function rules(values: AwardValues): FieldErrors {
  const errors = FILE_RULES(values as unknown as Record<string, unknown>);
  const renew = values.status === 'renew';
  const start = renew ? 'dateOfReAccreditation' : 'dateOfAccreditation';
  if (!values[`${start}Nep`] && !values[`${start}Eng`]) errors[`${start}Nep`] = QAA_MESSAGES.dateRequired;
  return errors;
}

const emptyDates = () =>
  Object.fromEntries(DATE_FIELDS.map((name) => [name, ''])) as Record<(typeof DATE_FIELDS)[number], string>;

function AwardDates() {
  const status = useWatch({ name: 'status' }) as string;
  return status === 'renew' ? (
    <>
      <Grid size={12}>
        <BsDateInput
          name="dateOfReAccreditationNep"
          adName="dateOfReAccreditationEng"
          label="Date of Re-accreditation"
          required
        />
      </Grid>
      <Grid size={12}>
        <BsDateInput
          name="dateOfExpireRenewAccreditationNep"
          adName="dateOfExpireRenewAccreditationEng"
          label="Date of Expiry"
        />
      </Grid>
    </>
  ) : (
    <>
      <Grid size={12}>
        <BsDateInput
          name="dateOfAccreditationNep"
          adName="dateOfAccreditationEng"
          label="Date of Accreditation"
          required
        />
      </Grid>
      <Grid size={12}>
        <BsDateInput name="dateOfExpireAccreditationNep" adName="dateOfExpireAccreditationEng" label="Date of Expiry" />
      </Grid>
    </>
  );
}

interface AwardFormProps {
  title: string;
  campus: { universityName: string; campusName: string; campusType: string };
  defaults: AwardValues;
  /** Whether the status may be chosen (an update); a renewal is always "renew". */
  choosesStatus: boolean;
  save: (fields: Record<string, FormValue>) => Promise<unknown>;
  saved: string;
  onClose: () => void;
  /** The evidence the award keeps until another is chosen. */
  kept?: KeptFile | undefined;
}

function AwardForm({ title, campus, defaults, choosesStatus, save, saved, onClose, kept }: AwardFormProps) {
  const toast = useToast();
  const years = useFiscalYearOptions();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(CreateAccreditationBodySchema, { defaultValues: defaults, rules, submitsValues: true });
  const submit = async () => {
    setFailure(undefined);
    try {
      await save(awardFields(form.getValues()));
      toast.success(saved);
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message = elsewhere.join(' ') || serverMessage(error, 'The accreditation could not be saved.');
      setFailure(message);
      toast.error(message);
    }
  };
  const saving = form.formState.isSubmitting;
  return (
    <SchemaForm form={form} onSubmit={submit} label={title}>
      <FormDialogBody
        failure={failure}
        saving={saving}
        submitLabel={choosesStatus ? 'Update' : 'Renew'}
        onClose={onClose}
      >
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput name="fiscalYearId" label="Fiscal Year" required options={years} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {choosesStatus ? (
              <SelectInput
                name="status"
                label="Status"
                required
                options={[
                  { value: 'Accredited', label: 'Accredited' },
                  { value: 'renew', label: 'Re-Accredited' },
                ]}
              />
            ) : (
              <Typography sx={{ pt: 1 }}>Status: Re-Accredited</Typography>
            )}
          </Grid>
          <Grid size={12}>
            <Typography>University: {campus.universityName}</Typography>
            <Typography>Campus: {campus.campusName}</Typography>
            <Typography>Campus Type: {campusTypeLabel(campus.campusType)}</Typography>
          </Grid>
          <AwardDates />
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              Without an expiry date the accreditation is valid five years.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="remarks" label="Remarks" multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FileInput name="evidenceDoc" label="Evidence Document (PDF)" kind="pdf" kept={kept} />
          </Grid>
        </Grid>
      </FormDialogBody>
    </SchemaForm>
  );
}

/** "Re-Accreditate for {campus}": a new award for a campus that holds (or held) one. */
export function RenewDialog({ row, onClose }: { row: AccreditationListItem; onClose: () => void }) {
  const create = useCreateAccreditation();
  const title = `Re-Accreditate for ${row.campusName}`;
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="renew-title">
      <DialogTitle id="renew-title">{title}</DialogTitle>
      <AwardForm
        title={title}
        campus={row}
        defaults={{
          ...emptyDates(),
          universityId: String(row.universityId),
          addCampusAccreditationId: String(row.campusId),
          fiscalYearId: '',
          status: 'renew',
          remarks: '',
          evidenceDoc: undefined,
        }}
        choosesStatus={false}
        save={(fields) => create.mutateAsync(fields)}
        saved={`${row.campusName} re-accredited`}
        onClose={onClose}
      />
    </Dialog>
  );
}

const detailValues = (detail: AccreditationDetail): AwardValues => ({
  ...emptyDates(),
  ...Object.fromEntries(DATE_FIELDS.map((name) => [name, detail[name] ?? ''])),
  universityId: String(detail.universityId),
  addCampusAccreditationId: String(detail.addCampusAccreditationId),
  fiscalYearId: detail.fiscalYearId === null ? '' : String(detail.fiscalYearId),
  status: detail.status,
  remarks: detail.remarks ?? '',
  evidenceDoc: undefined,
});

/** "Update Accreditation": an award's dates, status, fiscal year and remarks corrected. */
export function UpdateAccreditationDialog({ row, onClose }: { row: AccreditationListItem; onClose: () => void }) {
  const toast = useToast();
  const detail = useAccreditation(row.id);
  const update = useUpdateAccreditation();
  const evidence = detail.data?.evidenceFileName;
  const kept: KeptFile | undefined = evidence
    ? {
        name: evidence,
        onOpen: () =>
          void downloadAccreditationEvidence(row.id, evidence).catch((error: unknown) =>
            toast.error(serverMessage(error, 'Could not download the evidence.')),
          ),
      }
    : undefined;
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="update-title"
    >
      <DialogTitle id="update-title">Update Accreditation</DialogTitle>
      {detail.isPending ? <PageLoader label="Loading the accreditation" /> : undefined}
      {detail.error || detail.data === null ? (
        <DialogContent>
          <Alert severity="error">{serverMessage(detail.error, 'Could not load the accreditation.')}</Alert>
        </DialogContent>
      ) : undefined}
      {detail.data ? (
        <AwardForm
          title="Update Accreditation"
          campus={detail.data}
          defaults={detailValues(detail.data)}
          choosesStatus
          save={(fields) => update.mutateAsync({ id: row.id, form: fields })}
          saved="Accreditation updated"
          onClose={onClose}
          kept={kept}
        />
      ) : undefined}
    </Dialog>
  );
}
