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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CollegeProgram } from '@hemis/contracts';
import { useImagePreview, type KeptFile } from '../../../../components/form/index.ts';
import { batches } from '../../../lookups/api/batches.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { useLocalDigits } from '../../../../lib/i18n/use-local-digits.ts';
import { genderOptions, nationalityOptions } from './general-step.tsx';
import { periodLabel } from './program-step.tsx';
import { STUDENT_FILE_FIELDS, type StudentFileField, type StudentFormValues } from './student-form-values.ts';

type Row = readonly [label: string, value: string];
type Say = TFunction<'student'>;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

function address(t: Say, values: StudentFormValues, prefix: 'p' | 't'): string {
  const source = prefix === 't' && values.isSameAsPermanent ? 'p' : prefix;
  const part = (name: string) => String(values[`${source}${name}` as keyof StudentFormValues] ?? '').trim();
  const ward = part('WardNo') ? t('review.ward', { ward: part('WardNo') }) : '';
  return [part('Locality'), part('LocalLevel'), ward, part('District'), part('Province')].filter(Boolean).join(', ');
}

/** A BS day and its AD day, as the review says them. */
const bsAndAd = (t: Say, bs: string, ad: string) =>
  joined(bs && t('review.dayBs', { day: bs }), ad && t('review.dayAd', { day: ad }));

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
  const { t } = useTranslation('student');
  const { t: common } = useTranslation('components');
  const digits = useLocalDigits();
  const yesNo = (value: boolean | string) => (value === true || value === 'true' ? common('yes') : common('no'));
  const values = useWatch() as StudentFormValues;
  const program = programs.find((item) => String(item.id) === values.programId);
  const majors = useMajorSubjectsOfProgram(program?.id);
  const batch = batches.useList().data?.find((item) => String(item.id) === values.admissionYearId);
  const fiscalYear = fiscalYears.useList().data?.find((item) => String(item.id) === values.fiscalYearId);
  const major = majors.data?.find((item) => String(item.id) === values.majorSubjectId);
  const chosenPhoto = useImagePreview(values.ppSizePhotoFile);
  const photo = values.ppSizePhotoFile ? chosenPhoto : kept('ppSizePhotoFile')?.preview;
  const files = (Object.keys(STUDENT_FILE_FIELDS) as StudentFileField[])
    .map((name) => [t(`files.${name}`), values[name]?.name ?? (kept(name) ? t('files.kept') : '')] as const)
    .filter(([, value]) => value);
  const semester = program?.programType === 'semester';
  const period = semester ? values.semester : values.year;

  const personal: Row[] = [
    [t('review.fullNameNepali'), values.nepaliName],
    [t('review.fullNameEnglish'), joined(values.firstName, values.middleName, values.lastName)],
    [t('review.dateOfBirthBs'), values.doBBS],
    [t('review.dateOfBirthAd'), values.doBAD],
    [t('review.phone'), values.phoneNumber],
    [t('review.email'), values.email],
    [t('review.gender'), labelOf(genderOptions(t), values.gender)],
    [t('review.ethnicity'), values.ethnicity],
    [t('review.nationality'), labelOf(nationalityOptions(t), values.nationality)],
    [t('review.religion'), values.religion && t(`religions.${values.religion}`, { defaultValue: values.religion })],
    [t('review.disabilityStatus'), yesNo(values.disabilityStatus)],
    [t('review.disabilityType'), values.disabilityStatus === 'true' ? values.disabilityType : ''],
    [t('review.citizenshipNo'), values.citizenshipNo],
    [t('review.citizenIssueDist'), values.citizenIssueDist],
    [t('review.nidNo'), values.nidNo],
    [t('review.edg'), yesNo(values.edg)],
    [t('review.muktaKamaiya'), yesNo(values.isMuktaKamaiya)],
    [t('review.martyrFamily'), yesNo(values.isFromMartyrFamily)],
  ];
  const family: Row[] = [
    [t('review.permanentAddress'), address(t, values, 'p')],
    [t('review.temporaryAddress'), address(t, values, 't')],
    [t('review.fatherName'), values.fatherName],
    [t('review.motherName'), values.motherName],
    [t('review.guardianName'), values.guardianName],
    [t('review.guardianContact'), joined(values.guardianPhone, values.gEmail)],
  ];
  const academic: Row[] = [
    [t('review.level'), program?.levelName ?? ''],
    [t('review.faculty'), program?.facultyName ?? ''],
    [t('review.program'), program?.programName ?? ''],
    [t('review.major'), major?.majorSubjectName ?? ''],
    [t('review.rollNo'), values.rollNoManual],
    [t('review.universityRegdNo'), values.universityRegdNo],
    [t('review.admissionYear'), batch ? `${batch.batchNepali} (${batch.name})` : ''],
    [t('review.completionYear'), values.complitionYear],
    [t('review.fiscalYear'), fiscalYear ? digits(fiscalYear.yearNepali) : ''],
    [t('review.dateOfEnrollment'), bsAndAd(t, values.dateOfEnrollmentBs, values.dateOfEnrollment)],
    [t('review.entranceScore'), values.entranceScore],
    [t('review.entranceSymbol'), values.entranceSymbol],
    [t('review.programFee'), values.programFee],
    [t('review.paidAmount'), values.paidAmount],
    [t('review.scholarship'), values.hasScolorship ? values.scholarshipAmount : common('no')],
  ];
  const transferRows: Row[] = [
    [t('review.transferredFrom'), values.transferredFrom],
    [t('review.transferredDate'), bsAndAd(t, values.transferredDateBs, values.transferredDate)],
    [semester ? t('review.semester') : t('review.year'), period ? periodLabel(t)(period) : ''],
  ];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 9 }}>
        <Rows title={t('review.general')} rows={personal} />
        <Rows title={t('review.addressAndGuardian')} rows={family} />
        <Rows title={t('review.program')} rows={academic} />
        {transfer ? <Rows title={t('review.transfer')} rows={transferRows} /> : undefined}
        {files.length > 0 ? <Rows title={t('review.documents')} rows={files} /> : undefined}
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        {photo ? (
          <Box
            component="img"
            src={photo}
            alt={t('review.studentPhoto')}
            sx={{ width: '100%', maxWidth: 200, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('review.noPhoto')}
          </Typography>
        )}
      </Grid>
    </Grid>
  );
}
