/**
 * /academic-info/:id, "Student Academic Information" (api-contract 6: StudentAcademicInfo):
 * where a student of the caller's scope studies (university, campus, level, faculty, program
 * and major, batch, semester or year, section and the numbers), how the student enrolled
 * (date, entrance, fees, scholarship, a transfer in), and the enrolment payments recorded,
 * with the way to record another (/enrollment/:id), edit the record or open the documents.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { can } from '@hemis/contracts';
import { DataTable } from '../../../../components/data-table.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { statusOf } from '../../../../lib/api-client.ts';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useStudent } from '../../api/get-student.ts';
import { useStudentEnrollments } from '../../api/student-enrollments.ts';
import { PAYMENT_COLUMNS } from './enrollment-columns.ts';
import { PrivateImage } from './private-image.tsx';
import { enrolmentFacts, FactList, placementFacts, studentFullName } from './student-details.tsx';

const TITLE = 'Student Academic Information';

export function AcademicInfoPage() {
  const studentId = Number(useParams().id);
  const role = useRole();
  const student = useStudent(studentId);
  const payments = useStudentEnrollments(studentId);

  if (student.isPending) return <PageLoader />;
  if (student.isError) {
    const missing = statusOf(student.error) === 404 || statusOf(student.error) === 400;
    return (
      <Page title={TITLE}>
        <Alert severity="error">
          {missing ? 'No such student.' : serverMessage(student.error, 'Could not load the student.')}
        </Alert>
        <Box>
          <Button component={RouterLink} to="/student-management/verified-students">
            Back to the enrolled students
          </Button>
        </Box>
      </Page>
    );
  }
  const record = student.data;
  const writer = can(role, 'student:write');
  return (
    <Page title={TITLE}>
      <Section>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <PrivateImage url={record.ppSizePhoto} label="Passport size photo" width={120} height={140} />
          <Box>
            <Typography component="h2" variant="h6">
              {studentFullName(record)}
            </Typography>
            {record.nepaliName ? <Typography>{record.nepaliName}</Typography> : undefined}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Chip
                size="small"
                color={record.isVerified ? 'success' : 'warning'}
                label={record.isVerified ? 'Verified' : 'Waiting for verification'}
              />
              {record.isTransferredIn ? <Chip size="small" label="Transferred in" /> : undefined}
            </Stack>
          </Box>
        </Stack>
      </Section>
      <Section title="Academic Details">
        <FactList label="Academic details" facts={placementFacts(record)} />
      </Section>
      <Section title="Enrollment">
        <FactList label="Enrollment" facts={enrolmentFacts(record)} />
      </Section>
      <Section title="Enrollment Payments">
        <DataTable
          label="Enrollment payments"
          columns={PAYMENT_COLUMNS}
          rows={payments.data}
          rowKey={(row) => row.id}
          loading={payments.isPending}
          error={payments.error ? serverMessage(payments.error, 'Could not load the payments.') : undefined}
          emptyText="No payments recorded yet."
          toolbar={
            writer ? (
              <Button variant="contained" component={RouterLink} to={`/enrollment/${record.id}`}>
                Record a payment
              </Button>
            ) : undefined
          }
        />
      </Section>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/student-management/verified-students">
          Back to the enrolled students
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/student-management/documents/${record.id}`}>
          Documents
        </Button>
        {writer ? (
          <Button variant="outlined" component={RouterLink} to={`/student-management/student-edit/${record.id}`}>
            Edit the record
          </Button>
        ) : undefined}
      </Box>
    </Page>
  );
}

export default AcademicInfoPage;
