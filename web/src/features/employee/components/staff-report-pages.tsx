/**
 * The staff reports of employee management (api-contract 8.2): Teaching and Non-teaching
 * Staff Details, and the two staff summaries, Post (or Ethnicity) × {Permanent, Temporary,
 * Contract, Part-Time} × {Male, Female, Other, Total} with the Grand Total and a totals row.
 */
import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Alert from '@mui/material/Alert';
import {
  GENDERS,
  JOINING_TYPES,
  JOINING_TYPE_LABELS,
  STAFF_SUMMARY_COLUMNS,
  type StaffSummaryRow,
} from '@hemis/contracts';
import { DataTable } from '../../../components/data-table.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useStaffDetails, useStaffSummary, type StaffGroup, type SummaryBy } from '../api/staff-records.ts';
import { summaryTotals } from './staff-summary-totals.ts';
import { rowsOf } from '../../../components/list-screen.tsx';

function StaffDetailsPage({ group, title }: { group: StaffGroup; title: string }) {
  const details = useStaffDetails(group);
  return (
    <Page title={title}>
      <Section>
        <DataTable
          label={title}
          {...rowsOf(details, 'Could not load the report.')}
          emptyText="No staff to report."
          columns={[
            { id: 'fullName', header: 'Full Name', value: (row) => row.fullName },
            { id: 'doB', header: 'DOB', value: (row) => row.doB },
            { id: 'phone', header: 'Phone No.', value: (row) => row.phone },
            { id: 'gender', header: 'Gender', value: (row) => row.gender },
            { id: 'email', header: 'Email', value: (row) => row.email },
            { id: 'post', header: 'Post', value: (row) => row.post },
            ...(group === 'nonTeaching'
              ? [{ id: 'type', header: 'Employee Type', value: (row: { employeeType: string }) => row.employeeType }]
              : []),
            {
              id: 'joining',
              header: 'Joining Type',
              value: (row) => (row.joiningType ? JOINING_TYPE_LABELS[row.joiningType] : ''),
            },
            { id: 'province', header: 'Province', value: (row) => row.province },
            { id: 'district', header: 'District', value: (row) => row.district },
            {
              id: 'palika',
              header: 'Palika-Ward',
              value: (row) => (row.localLevel ? `${row.localLevel}-${row.ward ?? ''}` : ''),
            },
            { id: 'citizen', header: 'Citizen No', value: (row) => row.citizenNo },
          ]}
        />
      </Section>
    </Page>
  );
}

export const TeacherDetailsPage = () => <StaffDetailsPage group="teaching" title="Teaching Staff Details" />;
export const NonTeachingDetailsPage = () => <StaffDetailsPage group="nonTeaching" title="Non-Teaching Staff Details" />;

const GENDER_HEADERS = [...GENDERS.map((gender) => gender.charAt(0).toUpperCase() + gender.slice(1)), 'Total'];

function StaffSummaryTable({ rows, by }: { rows: StaffSummaryRow[]; by: SummaryBy }) {
  const totals = summaryTotals(rows);
  const line = (label: string, row: Record<string, unknown>, key: string) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {STAFF_SUMMARY_COLUMNS.map((column) => (
        <TableCell key={column} align="right">
          {Number(row[column] ?? 0)}
        </TableCell>
      ))}
      <TableCell align="right">{Number(row.grandTotal ?? 0)}</TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Staff summary">
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>{by === 'position' ? 'Post' : 'Ethnicity'}</TableCell>
            {JOINING_TYPES.map((joining) => (
              <TableCell key={joining} colSpan={4} align="center">
                {JOINING_TYPE_LABELS[joining]}
              </TableCell>
            ))}
            <TableCell rowSpan={2} align="right">
              Grand Total
            </TableCell>
          </TableRow>
          <TableRow>
            {JOINING_TYPES.flatMap((joining) =>
              GENDER_HEADERS.map((header) => (
                <TableCell key={`${joining}-${header}`} align="right">
                  {header}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => line(String(row[by] ?? ''), row, String(row[by])))}
          {line('Total', totals, 'total')}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StaffSummaryPage({ group, title }: { group: StaffGroup; title: string }) {
  const [by, setBy] = useState<SummaryBy>('position');
  const summary = useStaffSummary(group, by);
  let content;
  if (summary.isPending) content = <PageLoader label="Loading the summary" />;
  else if (summary.error)
    content = <Alert severity="error">{serverMessage(summary.error, 'Could not load the summary.')}</Alert>;
  else if (summary.data.length === 0) content = <Alert severity="info">No staff to summarise.</Alert>;
  else content = <StaffSummaryTable rows={summary.data} by={by} />;
  return (
    <Page title={title}>
      <Section>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={by}
          onChange={(_, value: SummaryBy | null) => value && setBy(value)}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="position">By post</ToggleButton>
          <ToggleButton value="ethnicity">By ethnicity</ToggleButton>
        </ToggleButtonGroup>
        {content}
      </Section>
    </Page>
  );
}

export const TeachingSummaryPage = () => <StaffSummaryPage group="teaching" title="Teaching Staff Summary" />;
export const NonTeachingSummaryPage = () => <StaffSummaryPage group="nonTeaching" title="Non-Teaching Staff Summary" />;
