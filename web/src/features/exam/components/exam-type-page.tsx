/** /exam-management/exam-type (screens 8.3): adds an exam type of the campus, internal or board. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, CreateExamTypeBodySchema } from '@hemis/contracts';
import {
  applyServerErrors,
  CheckboxInput,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCreateExamType } from '../api/create-exam-type.ts';

const EMPTY = { exam: 'internal', examName: '', status: true, description: '' };

export function ExamTypePage() {
  const role = useRole();
  const toast = useToast();
  const create = useCreateExamType();
  const form = useSchemaForm(CreateExamTypeBodySchema, { defaultValues: EMPTY });
  if (!can(role, 'exam:write'))
    return (
      <Page title="Exam Type">
        <Alert severity="info">Only the campus’s staff add exam types.</Alert>
      </Page>
    );
  return (
    <Page title="Exam Type">
      <Section>
        <SchemaForm
          form={form}
          label="Exam type"
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (saved) => {
                toast.success(`${saved.examName} was added`);
                form.reset(EMPTY);
              },
              onError: (error) => {
                const elsewhere = applyServerErrors(form, error);
                toast.error(elsewhere.join(' ') || serverMessage(error, 'The exam type could not be added'));
              },
            })
          }
        >
          <Stack spacing={2}>
            <SelectInput
              name="exam"
              label="Exam"
              required
              options={[
                { value: 'internal', label: 'Internal' },
                { value: 'board', label: 'Board' },
              ]}
            />
            <TextInput name="examName" label="Exam Name" required />
            <CheckboxInput name="status" label="Active" />
            <TextInput name="description" label="Description" multiline minRows={2} />
            <Box>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? 'Saving…' : 'Add Exam Type'}
              </Button>
            </Box>
          </Stack>
        </SchemaForm>
      </Section>
    </Page>
  );
}
