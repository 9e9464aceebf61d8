/**
 * /academic-info/:id, "Student Academic Information" (api-contract 6: StudentAcademicInfo):
 * where a student of the caller's scope studies (university, campus, level, faculty, program
 * and major, batch, semester or year, section and the numbers), how the student enrolled
 * (date, entrance, fees, scholarship, a transfer in), and the enrolment payments recorded,
 * with the way to record another (/enrollment/:id), edit the record or open the documents.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { can } from '@hemis/contracts';
import { Page, Section } from '../../../../components/page.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { StudentPaymentsTable } from './student-payments-table.tsx';
import { PrivateImage } from './private-image.tsx';
import { useRouteStudent } from './route-student.tsx';
import { enrolmentFacts, FactSection, placementFacts, studentFullName } from './student-details.tsx';

const TITLE = 'Student Academic Information';
const BACK = { to: '/student-management/verified-students', label: 'Back to the enrolled students' };

export function AcademicInfoPage() {
  const role = useRole();
  const { record, fallback } = useRouteStudent(TITLE, BACK);

  if (!record) return fallback;
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
      <FactSection title="Academic Details" label="Academic details" facts={placementFacts(record)} />
      <FactSection title="Enrollment" label="Enrollment" facts={enrolmentFacts(record)} />
      <Section title="Enrollment Payments">
        <StudentPaymentsTable
          studentId={record.id}
          label="Enrollment payments"
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
        <Button component={RouterLink} to={BACK.to}>
          {BACK.label}
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
