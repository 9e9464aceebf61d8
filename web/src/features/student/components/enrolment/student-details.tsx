/**
 * A student record shown as labelled facts, in the groups the registration form has
 * (general, address, guardian, program: api-contract 5.5 and 8.1). The verification page
 * shows them all; the student home shows the ones a student needs.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { StudentRecord } from '@hemis/contracts';
import { Section } from '../../../../components/page.tsx';
import { periodLabel } from './student-period.ts';

export type Fact = readonly [label: string, value: string | number | boolean | null | undefined];

function shown(value: Fact[1]): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const capitalised = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value);

/** "RAM BAHADUR THAPA": the parts of the name the student has, in order. */
export function studentFullName(record: Pick<StudentRecord, 'firstName' | 'middleName' | 'lastName'>): string {
  return [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ');
}

export function personalFacts(record: StudentRecord): Fact[] {
  return [
    ['Full Name (English)', studentFullName(record)],
    ['Full Name (देबनगरी)', record.nepaliName],
    ['Date of Birth (BS)', record.doBBS],
    ['Date of Birth (AD)', record.doBAD],
    ['Gender', capitalised(record.gender)],
    ['Phone', record.phoneNumber],
    ['Email', record.email],
    ['Ethnicity', record.ethnicity],
    ['Nationality', capitalised(record.nationality)],
    ['Religion', record.religion],
    ['Disability Status', record.disabilityStatus],
    ['Disability Type', record.disabilityType],
    ['Belong To EDG?', record.edg],
    ['Is Mukta Kamaiya ?', record.isMuktaKamaiya],
    ['Is from martyr/conflict affected family ?', record.isFromMartyrFamily],
    ['Citizenship No', record.citizenshipNo],
    ['Citizenship Issued District', record.citizenIssueDist],
    ['NID No', record.nidNo],
  ];
}

function addressFacts(record: StudentRecord, prefix: 'p' | 't'): Fact[] {
  return [
    ['Province', record[`${prefix}Province`]],
    ['District', record[`${prefix}District`]],
    ['Local Level', record[`${prefix}LocalLevel`]],
    ['Ward No', record[`${prefix}WardNo`]],
    ['Tole', record[`${prefix}Locality`]],
    ['Block No', record[`${prefix}BlockNo`]],
    ['House No', record[`${prefix}HouseNo`]],
  ];
}

export const permanentAddressFacts = (record: StudentRecord) => addressFacts(record, 'p');

export function temporaryAddressFacts(record: StudentRecord): Fact[] {
  return [['Same as permanent', record.isSameAsPermanent], ...addressFacts(record, 't')];
}

export function guardianFacts(record: StudentRecord): Fact[] {
  return [
    ["Father's Name", record.fatherName],
    ["Father's Occupation", record.fOccupation],
    ["Father's Phone", record.fatherPhoneNo],
    ["Father's Email", record.fatherEmail],
    ["Mother's Name", record.motherName],
    ["Mother's Occupation", record.mOccupation],
    ["Mother's Phone", record.motherPhoneNo],
    ["Mother's Email", record.motherEmail],
    ["Guardian's Name", record.guardianName],
    ["Guardian's Occupation", record.gOccupation ?? record.guardianOccupation],
    ["Guardian's Phone", record.guardianPhone],
    ["Guardian's Address", record.gAddress],
    ["Guardian's Email", record.gEmail],
  ];
}

/** Where the student studies: what the student home shows too. */
export function placementFacts(record: StudentRecord): Fact[] {
  return [
    ['University', record.uniName],
    ['Campus', record.collegeName],
    ['Level', record.levelName],
    ['Faculty', record.facultyName],
    ['Program', record.programName],
    ['Program major', record.majorSubjectName],
    ['Admission Year (Batch)', record.admissionYear],
    ['Semester/Year', periodLabel(record)],
    ['Section', record.section],
    ['Roll No', record.rollNoManual],
    ['University Regd. No', record.universityRegdNo],
    ['Symbol No', record.symbolNo],
  ];
}

export function enrolmentFacts(record: StudentRecord): Fact[] {
  const facts: Fact[] = [
    ['Completion Year', record.complitionYear],
    ['Date of Enrollment', record.dateOfEnrollment],
    ['Entrance Score', record.entranceScore],
    ['Entrance Symbol', record.entranceSymbol],
    ['Program Fee', record.programFee],
    ['Paid Amount', record.paidAmount],
    ['Scholarship', record.hasScolorship],
    ['Scholarship Amount', record.scholarshipAmount],
  ];
  if (record.isTransferredIn) {
    facts.push(['Transferred from', record.transferredFrom], ['Transferred Date', record.transferredDate]);
  }
  return facts;
}

/** The record's images and scans, by the label shown under each. */
export function imagesOf(record: StudentRecord): { label: string; url: string | null }[] {
  const images = [
    { label: 'Passport size photo', url: record.ppSizePhoto },
    { label: 'Citizenship front', url: record.citizenshipFront },
    { label: 'Citizenship back', url: record.citizenshipBack },
    { label: 'National ID', url: record.nidPic },
    { label: 'Digital signature', url: record.digitalSignature },
    { label: 'Receipt', url: record.receiptImage },
  ];
  return record.isTransferredIn ? [...images, { label: 'Transfer document', url: record.transferDoc }] : images;
}

/** Facts as a definition list in columns. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <Grid component="dl" container spacing={2} aria-label={label} sx={{ m: 0 }}>
      {facts.map(([name, value]) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {shown(value)}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** A titled section of the page holding one list of facts. */
export function FactSection({ title, label, facts }: { title: string; label: string; facts: readonly Fact[] }) {
  return (
    <Section title={title}>
      <FactList label={label} facts={facts} />
    </Section>
  );
}

/** One fact of a student above a form: its label small, its value below ('—' when there is none). */
export function StudentFact({ label, value }: { label: string; value: Fact[1] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{shown(value)}</Typography>
    </Box>
  );
}
