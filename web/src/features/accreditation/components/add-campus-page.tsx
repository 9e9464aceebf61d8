/**
 * /accrediation/add-campus-for-accreditation: the grants body's QAA staff take a campus of the
 * registry into the QAA programme (chosen by name, with remarks); below, the campuses already in it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { AddQaaCampusBodySchema, can, type CampusOption } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { useAddQaaCampus } from '../api/add-qaa-campus.ts';
import { QaaCampusList } from './qaa-campus-list.tsx';

function AddCampusForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const options = useCampusOptions();
  const add = useAddQaaCampus();
  const [campus, setCampus] = useState<CampusOption | null>(null);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<{ campusId?: string; remarks?: string; other?: string }>({});

  const submit = async () => {
    const parsed = AddQaaCampusBodySchema.safeParse({ campusId: campus?.id ?? '', remarks });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'remarks' ? 'remarks' : 'campusId';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({ campusId: parsed.data.campusId, remarks: parsed.data.remarks ?? undefined });
      toast.success(`${campus!.campusName} added to the QAA programme`);
      void navigate(`/accrediation/campus/${campus!.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = serverMessage(error, 'The campus could not be added.');
      setErrors({
        campusId: fields.campusId,
        remarks: fields.remarks,
        other: fields.campusId || fields.remarks ? undefined : message,
      });
      toast.error(fields.campusId ?? fields.remarks ?? message);
    }
  };

  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label="Add Campus for Accreditation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          options={options.data ?? []}
          loading={options.isPending}
          getOptionLabel={(option) => `${option.campusName} (${option.universityName})`}
          getOptionKey={(option) => option.id}
          value={campus}
          onChange={(_event, option) => setCampus(option)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Campus"
              required
              error={Boolean(errors.campusId)}
              helperText={errors.campusId ?? (options.error ? 'Could not load the campuses.' : undefined)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          label="Remarks"
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
          error={Boolean(errors.remarks)}
          helperText={errors.remarks}
        />
      </Grid>
      {errors.other ? (
        <Grid size={12}>
          <Alert severity="error" role="alert">
            {errors.other}
          </Alert>
        </Grid>
      ) : undefined}
      <Grid size={12}>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to QAA Programme'}
        </Button>
      </Grid>
    </Grid>
  );
}

export function AddCampusForAccreditationPage() {
  const mayManage = can(useRole(), 'qaa:manage');
  return (
    <Page title="Add Campus for Accreditation">
      {mayManage ? (
        <Section title="Take a campus into the QAA programme">
          <AddCampusForm />
        </Section>
      ) : undefined}
      <Section title="Campuses in the QAA programme">
        <QaaCampusList />
      </Section>
    </Page>
  );
}
