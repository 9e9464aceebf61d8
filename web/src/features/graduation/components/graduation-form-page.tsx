/**
 * /graduation-management/graduationForm (and /graduationForm), "Graduation Form" (api-contract
 * 6: GraduationForm, printable; it reads Graduation/{id}): a graduate picked from the campus's
 * graduates, shown as the printable form with the photo, every recorded fact and the signature
 * lines. Printing shows the form alone, without the app's header, menus and footer.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import type { Graduation } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { PrivateImage } from '../../student/components/enrolment/private-image.tsx';
import { useGraduation } from '../api/graduations.ts';
import { GraduatePicker } from './graduate-picker.tsx';

const TITLE = 'Graduation Form';
const PRINTED = 'graduation-form-sheet';

/** While this screen is open, a print shows the form sheet alone. */
const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${PRINTED}, #${PRINTED} *`]: { visibility: 'visible' },
    [`#${PRINTED}`]: { position: 'absolute', left: 0, top: 0, width: '100%', boxShadow: 'none' },
  },
} as const;

const gpaText = (gpa: number | null) => (gpa === null ? '' : gpa <= 4 ? `CGPA ${gpa.toFixed(2)}` : `${gpa} %`);
const capitalised = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : '');

/** The form's rows, two facts a row, in the order the graduation form asks for them. */
function particulars(row: Graduation): [string, string | number | null][] {
  return [
    ['Applicant Name (English)', row.applicantNameEng],
    ['Applicant Name (Nepali)', row.applicantNameNep],
    ['Date of Birth (B.S.)', row.doBNepali],
    ['Date of Birth (A.D.)', row.doBEng],
    ['Gender', capitalised(row.gender)],
    ['Ethnicity', row.ethinicity],
    ['Email', row.email],
    ['Contact Number', row.contactNo],
    ['Student Address', row.studentAddress],
    ['Graduated Fiscal Year', row.fiscalYear.yearNepali],
    ["Father's Name", row.fatherName],
    ["Mother's Name", row.motherName],
    ['Level', row.levelName],
    ['Faculty', row.facultyName],
    ['Program', row.programName],
    ['Enrolled Year (A.D.)', row.enrolledYear],
    ['Passed Year (A.D.)', row.passedYear],
    ['Grade/Division', row.division],
    ['GPA/Percentage', gpaText(row.gpa)],
    ['Campus Roll No.', row.campusRolNo],
    ['Registration No.', row.studentRegNo],
    ['Symbol No.', row.symbolNoUniversity],
    ['University Issue No.', row.universityIssueNo],
    ['Date of Issue', [row.issueDateNep && `${row.issueDateNep} B.S.`, row.issueDateEng].filter(Boolean).join(' / ')],
    ['Remarks', row.remarks],
  ];
}

function FormSheet({ row }: { row: Graduation }) {
  const facts = particulars(row);
  const pairs = Array.from({ length: Math.ceil(facts.length / 2) }, (_, index) =>
    facts.slice(index * 2, index * 2 + 2),
  );
  return (
    <Paper
      component="section"
      id={PRINTED}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 } }}
      aria-label="Printable graduation form"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box sx={{ textAlign: 'center', flexGrow: 1 }}>
          <Typography variant="subtitle1">{row.universityName}</Typography>
          <Typography variant="h6" component="p">
            {row.campusName}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2, textDecoration: 'underline' }}>
            {TITLE}
          </Typography>
          <Typography variant="body2">Form No.: GF-{row.id}</Typography>
        </Box>
        <PrivateImage url={row.uploadPPSizePhoto} label="PP Size Photo" width={120} height={140} />
      </Box>
      <Table size="small" aria-label="Particulars">
        <TableBody>
          {pairs.map((pair) => (
            <TableRow key={pair[0]![0]}>
              {pair.map(([label, value]) => [
                <TableCell key={`${label}-label`} component="th" sx={{ fontWeight: 600, width: '20%' }}>
                  {label}
                </TableCell>,
                <TableCell key={`${label}-value`} sx={{ width: '30%' }}>
                  {value === null || value === '' ? '—' : value}
                </TableCell>,
              ])}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, mt: 8 }}>
        {["Applicant's Signature", 'Verified by', 'Campus Chief'].map((label) => (
          <Box key={label} sx={{ borderTop: 1, pt: 1, textAlign: 'center' }}>
            <Typography variant="body2">{label}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function PrintableForm({ graduationId, back }: { graduationId: number; back: string }) {
  const graduation = useGraduation(graduationId);
  if (graduation.isPending) return <PageLoader />;
  if (graduation.isError)
    return <Alert severity="error">{serverMessage(graduation.error, 'Could not load the graduation.')}</Alert>;
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        <Button component={RouterLink} to={back}>
          Back to the graduates
        </Button>
      </Stack>
      <FormSheet row={graduation.data} />
    </>
  );
}

export function GraduationFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const graduationId = Number(params.get('id'));
  return (
    <Page title={TITLE}>
      {Number.isInteger(graduationId) && graduationId > 0 ? (
        <PrintableForm graduationId={graduationId} back={pathname} />
      ) : (
        <Section title="Choose the graduate">
          <GraduatePicker label="Graduates" action="Print Form" to={(row) => `${pathname}?id=${row.id}`} />
        </Section>
      )}
    </Page>
  );
}

export default GraduationFormPage;
