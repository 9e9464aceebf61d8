/**
 * Review all (api-contract 8.1): what will be sent, under the contract's labels, with the
 * photo, before the submit. Ids show as the names the user chose.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { CollegeProgram } from '@hemis/contracts';
import { useImagePreview, type KeptFile } from '../../../../components/form/index.ts';
import { batches } from '../../../lookups/api/batches.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { GENDER_OPTIONS, NATIONALITY_OPTIONS } from './general-step.tsx';
import { STUDENT_FILE_FIELDS, type StudentFileField, type StudentFormValues } from './student-form-values.ts';

type Row = readonly [label: string, value: string];

const yesNo = (value: boolean | string) => (value === true || value === 'true' ? 'Yes' : 'No');
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

function address(values: StudentFormValues, prefix: 'p' | 't'): string {
  const source = prefix === 't' && values.isSameAsPermanent ? 'p' : prefix;
  const part = (name: string) => String(values[`${source}${name}` as keyof StudentFormValues] ?? '').trim();
  const ward = part('WardNo') ? `Ward ${part('WardNo')}` : '';
  return [part('Locality'), part('LocalLevel'), ward, part('District'), part('Province')].filter(Boolean).join(', ');
}

function Rows({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

interface ReviewStepProps {
  programs: readonly CollegeProgram[];
  transfer: boolean;
  kept: (name: StudentFileField) => KeptFile | undefined;
}

export function ReviewStep({ programs, transfer, kept }: ReviewStepProps) {
  const values = useWatch() as StudentFormValues;
  const program = programs.find((item) => String(item.id) === values.programId);
  const majors = useMajorSubjectsOfProgram(program?.id);
  const batch = batches.useList().data?.find((item) => String(item.id) === values.admissionYearId);
  const fiscalYear = fiscalYears.useList().data?.find((item) => String(item.id) === values.fiscalYearId);
  const major = majors.data?.find((item) => String(item.id) === values.majorSubjectId);
  const chosenPhoto = useImagePreview(values.ppSizePhotoFile);
  const photo = values.ppSizePhotoFile ? chosenPhoto : kept('ppSizePhotoFile')?.preview;
  const files = (Object.keys(STUDENT_FILE_FIELDS) as StudentFileField[])
    .map((name) => [STUDENT_FILE_FIELDS[name][1], values[name]?.name ?? (kept(name) ? 'Kept' : '')] as const)
    .filter(([, value]) => value);

  const personal: Row[] = [
    ['Full Name (देबनगरी)', values.nepaliName],
    ['Full Name (English)', joined(values.firstName, values.middleName, values.lastName)],
    ['Date of Birth (BS)', values.doBBS],
    ['Date of Birth (AD)', values.doBAD],
    ['Phone', values.phoneNumber],
    ['Email', values.email],
    ['Gender', labelOf(GENDER_OPTIONS, values.gender)],
    ['Ethnicity', values.ethnicity],
    ['Nationality', labelOf(NATIONALITY_OPTIONS, values.nationality)],
    ['Religion', values.religion],
    ['Disability Status', yesNo(values.disabilityStatus)],
    ['Disability Type', values.disabilityStatus === 'true' ? values.disabilityType : ''],
    ['Citizenship No', values.citizenshipNo],
    ['Citizenship Issued District', values.citizenIssueDist],
    ['NID No', values.nidNo],
    ['Belong To EDG?', yesNo(values.edg)],
    ['Is Mukta Kamaiya ?', yesNo(values.isMuktaKamaiya)],
    ['Is from martyr/conflict affected family ?', yesNo(values.isFromMartyrFamily)],
  ];
  const family: Row[] = [
    ['Permanent Address', address(values, 'p')],
    ['Temporary Address', address(values, 't')],
    ["Father's Name", values.fatherName],
    ["Mother's Name", values.motherName],
    ['Guardian Name', values.guardianName],
    ['Guardian Contact', joined(values.guardianPhone, values.gEmail)],
  ];
  const academic: Row[] = [
    ['Level', program?.levelName ?? ''],
    ['Faculty', program?.facultyName ?? ''],
    ['Program', program?.programName ?? ''],
    ['Major', major?.majorSubjectName ?? ''],
    ['Roll No.', values.rollNoManual],
    ['University Regd. No', values.universityRegdNo],
    ['Admission year', batch ? `${batch.batchNepali} (${batch.name})` : ''],
    ['Completion Year', values.complitionYear],
    ['Fiscal Year', fiscalYear?.yearNepali ?? ''],
    [
      'Date of enrollment',
      joined(
        values.dateOfEnrollmentBs && `${values.dateOfEnrollmentBs} BS`,
        values.dateOfEnrollment && `(${values.dateOfEnrollment} AD)`,
      ),
    ],
    ['Entrance score', values.entranceScore],
    ['Entrance symbol', values.entranceSymbol],
    ['Program Fee', values.programFee],
    ['Paid Amount', values.paidAmount],
    ['Scholarship', values.hasScolorship ? values.scholarshipAmount : 'No'],
  ];
  const transferRows: Row[] = [
    ['Transferred from', values.transferredFrom],
    [
      'Transferred Date',
      joined(
        values.transferredDateBs && `${values.transferredDateBs} BS`,
        values.transferredDate && `(${values.transferredDate} AD)`,
      ),
    ],
    [
      program?.programType === 'semester' ? 'Semester' : 'Year',
      program?.programType === 'semester' ? values.semester : values.year,
    ],
  ];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 9 }}>
        <Rows title="General Information" rows={personal} />
        <Rows title="Address and Guardian" rows={family} />
        <Rows title="Program Registration" rows={academic} />
        {transfer ? <Rows title="Transfer" rows={transferRows} /> : undefined}
        {files.length > 0 ? <Rows title="Documents" rows={files} /> : undefined}
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        {photo ? (
          <Box
            component="img"
            src={photo}
            alt="Student photo"
            sx={{ width: '100%', maxWidth: 200, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No photo
          </Typography>
        )}
      </Grid>
    </Grid>
  );
}
