/**
 * /exam-management/grading-scale: a university's grading scale (issue #26: "bands an
 * administrator can change"), its grades with their grade points and the percentage each starts
 * at. The university's administrator (and SuperAdmin, for a university chosen) edits it, checked
 * by the contracts' schema as the server checks it, and confirms the changes, said in words,
 * before saving; every other staff role reads the scale its results are graded by.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  can,
  GradingScaleBodySchema,
  isGrantsBodyRole,
  type GradingScale,
  type GradingScaleBodyParsed,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SchemaForm, TextInput, useSchemaForm } from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { UniversitySelect } from '../../university/components/university-select.tsx';
import { useGradingScale } from '../api/get-grading-scale.ts';
import { useSaveGradingScale } from '../api/save-grading-scale.ts';
import { bandRange, EMPTY_BAND, scaleChanges, scaleIssuesOf, scaleValues, type ScaleValues } from '../grading-rules.ts';

const HEADERS = ['Grade', 'Grade Point', 'Minimum %', 'Percentages'] as const;

function BandsTable({ label, head, children }: { label: string; head?: string; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            {head ? <TableCell>{head}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The scale as it is graded by, for the roles that read it. */
function ScaleView({ scale }: { scale: GradingScale }) {
  const bands = scaleValues(scale).bands;
  return (
    <BandsTable label="Grades">
      {bands.map((band, index) => (
        <TableRow key={band.grade}>
          <TableCell>{band.grade}</TableCell>
          <TableCell>{band.gradePoint}</TableCell>
          <TableCell>{band.minPercentage}</TableCell>
          <TableCell>{bandRange(bands, index)}</TableCell>
        </TableRow>
      ))}
    </BandsTable>
  );
}

const numberInput = (label: string) => ({ htmlInput: { inputMode: 'decimal' as const, 'aria-label': label } });

/** The scale's bands as inputs, one row a grade, with the range each covers as it is typed. */
function ScaleForm({ scale }: { scale: GradingScale }) {
  const toast = useToast();
  const save = useSaveGradingScale();
  const form = useSchemaForm(GradingScaleBodySchema, { defaultValues: scaleValues(scale) });
  const rows = useFieldArray<ScaleValues, 'bands', 'id', GradingScaleBodyParsed>({
    control: form.control,
    name: 'bands',
  });
  const typed = useWatch({ control: form.control, name: 'bands' }) ?? [];
  const [asking, setAsking] = useState<{ body: GradingScaleBodyParsed; changes: string[] }>();
  const bandsError = form.formState.errors.bands;
  const scaleError = bandsError?.root?.message ?? bandsError?.message;

  const review = (body: GradingScaleBodyParsed) => {
    const changes = scaleChanges(scale.bands, body.bands);
    if (changes.length === 0 && !scale.isDefault) toast.info('The scale is as saved: nothing to save.');
    else setAsking({ body, changes });
  };
  const send = (body: GradingScaleBodyParsed) =>
    save.mutate(
      { universityId: scale.universityId, body },
      {
        onSuccess: (saved) => {
          toast.success(`The grading scale of ${saved.universityName} was saved`);
          form.reset(scaleValues(saved));
          setAsking(undefined);
        },
        onError: (error) => {
          setAsking(undefined);
          const { fields, elsewhere } = scaleIssuesOf(error);
          for (const [name, message] of fields) form.setError(name as Path<ScaleValues>, { type: 'server', message });
          toast.error(
            elsewhere.join(' ') ||
              (fields.length > 0
                ? 'Correct the grades shown in red.'
                : serverMessage(error, 'The grading scale could not be saved')),
          );
        },
      },
    );

  return (
    <SchemaForm form={form} label="Grading scale" onSubmit={review}>
      <Stack spacing={2}>
        <BandsTable label="Grades" head="Remove">
          {rows.fields.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length + 1}>No grade yet. Add one: a scale needs a grade from 0 %.</TableCell>
            </TableRow>
          ) : null}
          {rows.fields.map((row, index) => {
            const name = `Row ${index + 1}`;
            return (
              <TableRow key={row.id}>
                <TableCell sx={{ minWidth: 110 }}>
                  <TextInput
                    name={`bands.${index}.grade`}
                    slotProps={{ htmlInput: { 'aria-label': `Grade, ${name}` } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <TextInput name={`bands.${index}.gradePoint`} slotProps={numberInput(`Grade point, ${name}`)} />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <TextInput name={`bands.${index}.minPercentage`} slotProps={numberInput(`Minimum %, ${name}`)} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{bandRange(typed, index) ?? '—'}</TableCell>
                <TableCell>
                  <Button size="small" color="warning" onClick={() => rows.remove(index)} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </BandsTable>
        {scaleError ? (
          <Typography color="error" role="alert">
            {scaleError}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => rows.append({ ...EMPTY_BAND })}>
            Add Grade
          </Button>
          <Button onClick={() => form.reset(scaleValues(scale))} disabled={!form.formState.isDirty}>
            Undo Changes
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Scale'}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== undefined}
        title="Save this grading scale?"
        confirmLabel="Save"
        busy={save.isPending}
        onClose={() => setAsking(undefined)}
        onConfirm={() => (asking ? send(asking.body) : undefined)}
      >
        {asking && asking.changes.length > 0 ? (
          <ul aria-label="Changes">
            {asking.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : (
          <Typography sx={{ mb: 1 }}>{scale.universityName} keeps the default scale as its own.</Typography>
        )}
        Every exam of {scale.universityName} is graded by this scale from now on, published results included.
      </ConfirmDialog>
    </SchemaForm>
  );
}

export function GradingScalePage() {
  const role = useRole();
  const choosing = role !== undefined && isGrantsBodyRole(role);
  const [params, setParams] = useSearchParams();
  const chosen = choosing ? (params.get('universityId') ?? '') : '';
  const scale = useGradingScale(chosen ? Number(chosen) : undefined, !choosing || chosen !== '');
  const writer = can(role, 'grading:write');
  return (
    <Page title="Grading Scale">
      {choosing ? (
        <Section>
          <UniversitySelect
            value={chosen}
            allLabel="Choose a university"
            enabled={choosing}
            onChange={(universityId) => setParams(universityId ? { universityId } : {}, { replace: true })}
          />
        </Section>
      ) : null}
      {choosing && !chosen ? (
        <Alert severity="info">Choose a university to see its grading scale.</Alert>
      ) : scale.error ? (
        <Alert severity="error">{serverMessage(scale.error, 'The grading scale could not be loaded.')}</Alert>
      ) : !scale.data ? (
        <LinearProgress aria-label="Loading the grading scale" />
      ) : (
        <Section title={`Grading scale of ${scale.data.universityName}`}>
          <Stack spacing={2}>
            {scale.data.isDefault ? (
              <Alert severity="info">
                This university has not set a scale of its own: its results are graded by the default scale below
                (Tribhuvan University’s letter grades).
              </Alert>
            ) : null}
            <Typography color="text.secondary">
              A passed exam gets the grade whose minimum its percentage reaches; a failed exam gets the lowest grade.
            </Typography>
            {writer ? (
              <ScaleForm key={scale.data.universityId} scale={scale.data} />
            ) : (
              <>
                <ScaleView scale={scale.data} />
                <Typography color="text.secondary">The university’s administrator changes the scale.</Typography>
              </>
            )}
          </Stack>
        </Section>
      )}
    </Page>
  );
}
