/**
 * "Edit Campus for Accreditation" (screen 8.6): the campus's registry record as the grants
 * body's QAA staff correct it: name, year of establishment, type, contacts, ward, tole, logo
 * and remarks. The university is the campus's own (moving a campus is the registry's work) and
 * the address's province, district and local level are kept as the register holds them.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  UpdateCampusAccreditationBodySchema,
  type CampusAccreditation,
} from '@hemis/contracts';
import {
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  fileRules,
  useSchemaForm,
  FormDialogBody,
} from '../../../components/form/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { FormValue } from '../../../lib/api-client.ts';
import { useCampusAccreditation } from '../api/get-campus-accreditation.ts';
import { useUpdateCampusAccreditation } from '../api/update-campus-accreditation.ts';
import { CAMPUS_TYPE_OPTIONS } from '../qaa-values.ts';

const TEXT_FIELDS = [
  'campusName',
  'campusType',
  'establishedYear',
  'contactEmail',
  'contactPhone',
  'lanlineNo',
  'webUrl',
  'ward',
  'tole',
  'remarks',
] as const;

type CampusValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  universityId: string;
  campusLogo?: File | undefined;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function valuesOf(campus: CampusAccreditation): CampusValues {
  return {
    universityId: String(campus.universityId),
    campusName: campus.campusName,
    campusType: campus.campusType,
    establishedYear: text(campus.establishedYear),
    contactEmail: text(campus.contactEmail),
    contactPhone: text(campus.contactPhone),
    lanlineNo: text(campus.lanlineNo),
    webUrl: text(campus.webUrl),
    ward: text(campus.ward),
    tole: text(campus.tole),
    remarks: text(campus.remarks),
    campusLogo: undefined,
  };
}

/** The multipart fields: every text field (blank clears it), the kept address, the logo when chosen. */
function wireFields(values: CampusValues, campus: CampusAccreditation): Record<string, FormValue> {
  const fields: Record<string, FormValue> = { universityId: values.universityId, university: campus.name };
  for (const name of TEXT_FIELDS) fields[name] = values[name].trim();
  for (const name of ['province', 'district', 'localLevel'] as const)
    if (campus[name] !== null) fields[name] = campus[name];
  if (values.campusLogo) fields.campusLogo = values.campusLogo;
  return fields;
}

function CampusForm({ campus, onClose }: { campus: CampusAccreditation; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateCampusAccreditation();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(UpdateCampusAccreditationBodySchema, {
    defaultValues: valuesOf(campus),
    rules: fileRules({ campusLogo: ['image', 'The logo'] }, IMAGE_UPLOAD_MAX_BYTES),
    submitsValues: true,
  });
  const submit = async () => {
    setFailure(undefined);
    try {
      await update.mutateAsync({ campusId: campus.campusId, form: wireFields(form.getValues(), campus) });
      toast.success('Campus updated');
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message = elsewhere.join(' ') || serverMessage(error, 'The campus could not be saved.');
      setFailure(message);
      toast.error(message);
    }
  };
  const saving = form.formState.isSubmitting;
  const cell = (child: React.ReactNode, md = 6) => <Grid size={{ xs: 12, md }}>{child}</Grid>;
  return (
    <SchemaForm form={form} onSubmit={submit} label="Edit Campus for Accreditation">
      <FormDialogBody failure={failure} saving={saving} submitLabel={'Update'} onClose={onClose}>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {cell(<Typography>University: {campus.name}</Typography>, 12)}
          {cell(<TextInput name="campusName" label="Campus Name" required />, 8)}
          {cell(<SelectInput name="campusType" label="Campus Type" required options={CAMPUS_TYPE_OPTIONS} />, 4)}
          {cell(<TextInput name="establishedYear" label="Year Of Establishment" inputMode="numeric" />, 4)}
          {cell(<TextInput name="contactEmail" label="Email" type="email" />, 8)}
          {cell(<TextInput name="contactPhone" label="Mobile Number" inputMode="numeric" />)}
          {cell(<TextInput name="lanlineNo" label="Landline Number" />)}
          {cell(<TextInput name="webUrl" label="Website" />, 12)}
          {cell(
            <Typography variant="body2" color="text.secondary">
              Province, district and local level:{' '}
              {[campus.provinceName, campus.districtName, campus.localLevelName].filter(Boolean).join(', ') || '—'}{' '}
              (kept as the campus register holds them)
            </Typography>,
            12,
          )}
          {cell(<TextInput name="ward" label="Ward" inputMode="numeric" />, 4)}
          {cell(<TextInput name="tole" label="Tole" />, 8)}
          {cell(<TextInput name="remarks" label="Remarks" multiline minRows={2} />)}
          {cell(
            <FileInput
              name="campusLogo"
              label="Logo"
              kind="image"
              kept={campus.campusLogo ? { name: 'Current logo', preview: campus.campusLogo } : undefined}
            />,
          )}
        </Grid>
      </FormDialogBody>
    </SchemaForm>
  );
}

export function CampusAccreditationDialog({ campusId, onClose }: { campusId: number; onClose: () => void }) {
  const campus = useCampusAccreditation(campusId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="campus-accreditation-title">
      <DialogTitle id="campus-accreditation-title">Edit Campus for Accreditation</DialogTitle>
      {campus.isPending ? <PageLoader label="Loading the campus" /> : undefined}
      {campus.error ? (
        <DialogContent>
          <Alert severity="error">{serverMessage(campus.error, 'Could not load the campus.')}</Alert>
        </DialogContent>
      ) : undefined}
      {campus.data ? <CampusForm campus={campus.data} onClose={onClose} /> : undefined}
    </Dialog>
  );
}
