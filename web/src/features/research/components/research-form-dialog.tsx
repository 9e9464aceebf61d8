/**
 * The research and publication form (screen 8.9) in a dialog, for a new record and for an
 * edit: activity type, the campus's employee (teaching staff), title, fiscal year, start and
 * end dates in BS with their AD day, the grant, publishing, the publication's type and
 * frequency (for publications only), supporting members, remarks, the thumbnail image and the
 * full document. The contract's schema checks the form; the server checks the files' content,
 * the employee's campus and the dates again, and its field messages land on the fields.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import {
  CreateResearchPublicationBodySchema,
  PUBLICATION_ACTIVITY,
  PUBLICATION_FREQUENCIES,
  PUBLICATION_TYPES,
  RESEARCH_ACTIVITY_TYPES,
  RESEARCH_FILE_MAX_BYTES,
  type ResearchPublication,
} from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  fileRules,
  optionsOf,
  useSchemaForm,
  type KeptFile,
  FormDialogBody,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { downloadPrivateFile, usePrivateImage } from '../../student/api/student-file.ts';
import { useCreateResearchPublication } from '../api/create-research-publication.ts';
import { useResearchers } from '../api/get-researchers.ts';
import { useUpdateResearchPublication } from '../api/update-research-publication.ts';

/** The dates of the form, each a BS field with its AD twin. */
const DATES = ['startDate', 'endDate', 'fundedDate', 'publishedDate'] as const;
type DateName = (typeof DATES)[number];

/** The text fields the form sends, by their wire names. */
const SENT_TEXT = [
  'activityType',
  'employeeId',
  'fiscalYearId',
  'activityTitle',
  ...DATES,
  'fundedBy',
  'fundedAmount',
  'publishedAt',
  'publicationBy',
  'publicationType',
  'publicationFrequency',
  'supportingMember',
  'remarks',
] as const;

type ResearchValues = Record<(typeof SENT_TEXT)[number] | `${DateName}Ad`, string> & {
  isPublished: boolean;
  thumbnailImage?: File | undefined;
  fullDoc?: File | undefined;
};

const FILE_RULES = fileRules(
  { thumbnailImage: ['image', 'The thumbnail image'], fullDoc: ['pdf', 'The document'] },
  RESEARCH_FILE_MAX_BYTES,
);

function valuesOf(record: ResearchPublication | undefined): ResearchValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    activityType: record?.activityType ?? '',
    employeeId: text(record?.employeeId),
    fiscalYearId: text(record?.fiscalYearId),
    activityTitle: text(record?.activityTitle),
    startDate: text(record?.startDate),
    startDateAd: text(record?.startDateAd),
    endDate: text(record?.endDate),
    endDateAd: text(record?.endDateAd),
    fundedBy: text(record?.fundedBy),
    fundedDate: text(record?.fundedDate),
    fundedDateAd: text(record?.fundedDateAd),
    fundedAmount: text(record?.fundedAmount),
    isPublished: record?.isPublished ?? false,
    publishedAt: text(record?.publishedAt),
    publishedDate: text(record?.publishedDate),
    publishedDateAd: text(record?.publishedDateAd),
    publicationBy: text(record?.publicationBy),
    publicationType: text(record?.publicationType),
    publicationFrequency: text(record?.publicationFrequency),
    supportingMember: text(record?.supportingMember),
    remarks: text(record?.remarks),
  };
}

/**
 * The multipart fields of the form: a new record leaves blank fields out, an edit sends them
 * blank, which clears them; a file only when one was chosen. The AD days are the form's own:
 * the server reads the BS days.
 */
function wireFields(values: ResearchValues, editing: boolean): Record<string, FormValue> {
  const fields: Record<string, FormValue> = { isPublished: values.isPublished };
  for (const name of SENT_TEXT) if (editing || values[name] !== '') fields[name] = values[name];
  if (values.thumbnailImage) fields.thumbnailImage = values.thumbnailImage;
  if (values.fullDoc) fields.fullDoc = values.fullDoc;
  return fields;
}

/** The files an edit keeps until others are chosen: the thumbnail shown, the document opened on request. */
function useKeptFiles(record: ResearchPublication | undefined): { thumbnail?: KeptFile; document?: KeptFile } {
  const toast = useToast();
  const image = usePrivateImage(record?.thumbnailImage);
  const fileName = (kind: 'thumbnailImage' | 'fullDoc') => record?.files.find((file) => file.kind === kind)?.fileName;
  const open = (url: string, name: string) => () =>
    void downloadPrivateFile(url, name).catch(() => toast.error('Could not download the file.'));
  return {
    thumbnail: record?.thumbnailImage
      ? {
          preview: image.data?.dataUrl,
          name: fileName('thumbnailImage') ?? 'Thumbnail image',
          onOpen: open(record.thumbnailImage, 'thumbnail'),
        }
      : undefined,
    document: record?.fullDoc
      ? { name: fileName('fullDoc') ?? 'Document', onOpen: open(record.fullDoc, 'document') }
      : undefined,
  };
}

const date = (name: DateName, label: string, required = false) => (
  <Grid size={{ xs: 12, md: 6 }}>
    <BsDateInput name={name} adName={`${name}Ad`} label={label} required={required} />
  </Grid>
);

/** The fields whose showing depends on others: a publication's type and frequency, a published work's details. */
function DependentFields() {
  const [activityType, isPublished] = useWatch({ name: ['activityType', 'isPublished'] }) as [string, boolean];
  return (
    <>
      {activityType === PUBLICATION_ACTIVITY ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput
              name="publicationType"
              label="Publication Type"
              required
              options={optionsOf(PUBLICATION_TYPES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput
              name="publicationFrequency"
              label="Publication Frequency"
              emptyLabel="None"
              options={optionsOf(PUBLICATION_FREQUENCIES)}
            />
          </Grid>
        </>
      ) : undefined}
      <Grid size={12}>
        <CheckboxInput name="isPublished" label="Published" />
      </Grid>
      {isPublished ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="publishedAt" label="Published In (journal, bulletin)" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="publicationBy" label="Publication By" />
          </Grid>
          {date('publishedDate', 'Published Date')}
        </>
      ) : undefined}
    </>
  );
}

export interface ResearchFormDialogProps {
  /** The record to edit; a new one without it. */
  record?: ResearchPublication | undefined;
  onClose: () => void;
}

export function ResearchFormDialog({ record, onClose }: ResearchFormDialogProps) {
  const toast = useToast();
  const editing = record !== undefined;
  const create = useCreateResearchPublication();
  const update = useUpdateResearchPublication();
  const years = fiscalYears.useList();
  const researchers = useResearchers();
  const kept = useKeptFiles(record);
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(CreateResearchPublicationBodySchema, {
    defaultValues: valuesOf(record),
    rules: FILE_RULES,
    submitsValues: true,
  });

  // The form lists teaching staff (screen 8.9), and keeps the record's own researcher whoever it is.
  const employeeOptions = (researchers.data ?? [])
    .filter((person) => person.employeeType === 'Teaching' || person.id === record?.employeeId)
    .map((person) => ({
      value: String(person.id),
      label: person.postName ? `${person.fullName} (${person.postName})` : person.fullName,
    }));
  const yearOptions = (years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }));

  const submit = async () => {
    setFailure(undefined);
    const fields = wireFields(form.getValues(), editing);
    try {
      if (record) await update.mutateAsync({ id: record.id, form: fields });
      else await create.mutateAsync(fields);
      toast.success(editing ? 'Research record updated' : 'Research record added');
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message = elsewhere.join(' ') || serverMessage(error, 'The research record could not be saved.');
      setFailure(message);
      toast.error(message);
    }
  };

  const title = editing ? 'Edit Research / Publication' : 'Add Research / Publication';
  const saving = form.formState.isSubmitting;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="research-dialog-title">
      <SchemaForm form={form} onSubmit={submit} label={title}>
        <DialogTitle id="research-dialog-title">{title}</DialogTitle>
        <FormDialogBody failure={failure} saving={saving} submitLabel={editing ? 'Update' : 'Add'} onClose={onClose}>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectInput
                name="activityType"
                label="Activity Type"
                required
                options={optionsOf(RESEARCH_ACTIVITY_TYPES)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <SelectInput name="employeeId" label="Employee (teaching staff)" required options={employeeOptions} />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <SelectInput name="fiscalYearId" label="Fiscal Year" required options={yearOptions} />
            </Grid>
            <Grid size={12}>
              <TextInput name="activityTitle" label="Activity Title" required multiline minRows={1} />
            </Grid>
            {date('startDate', 'Start Date')}
            {date('endDate', 'End Date')}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="fundedBy" label="Funded By" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="fundedAmount" label="Funded Amount (Rs.)" inputMode="decimal" />
            </Grid>
            {date('fundedDate', 'Funded Date')}
            <DependentFields />
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="supportingMember" label="Supporting Members" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="remarks" label="Remarks" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FileInput name="thumbnailImage" label="Thumbnail Image" kind="image" kept={kept.thumbnail} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FileInput name="fullDoc" label="Document (PDF)" kind="pdf" kept={kept.document} />
            </Grid>
          </Grid>
        </FormDialogBody>
      </SchemaForm>
    </Dialog>
  );
}
