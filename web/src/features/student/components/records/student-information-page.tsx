/**
 * /student-management/student-information-detail, "Student Information Details" (api-contract
 * 8.9): the students matching the filters, paged by the server; "Download CSV" asks the
 * server for every matching row (not only the page shown), and Print prints the page shown.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { StudentByFilterRow } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { districtsOf, provincesOf } from '../../../address/address-tree.ts';
import { useAddresses } from '../../../address/api/get-addresses.ts';
import {
  downloadStudentInformationCsv,
  useStudentInformation,
  type StudentReportFilters,
} from '../../api/student-reports.ts';
import { useStudentListState } from '../enrolment/use-student-list.ts';
import { StudentListTable } from '../student-list-table.tsx';

const text = (value: string | number | null) => (value === null || value === '' ? '—' : value);

const COLUMNS: PagedColumn<StudentByFilterRow>[] = [
  { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
  { id: 'email', header: 'Email', cell: (row) => text(row.email) },
  { id: 'phoneNumber', header: 'Phone No.', cell: (row) => text(row.phoneNumber) },
  { id: 'ethnicity', header: 'Ethnicity', cell: (row) => text(row.ethnicity) },
  { id: 'province', header: 'Province', cell: (row) => text(row.province) },
  { id: 'district', header: 'District', cell: (row) => text(row.district) },
  { id: 'municipality', header: 'Municipality', cell: (row) => text(row.municipality) },
  { id: 'wardNo', header: 'Ward No.', cell: (row) => text(row.wardNo) },
  { id: 'batchYear', header: 'Batch Year', cell: (row) => text(row.batchYear), sortKey: 'admissionYear' },
  { id: 'facultyName', header: 'Faculty', cell: (row) => text(row.facultyName) },
  { id: 'levelName', header: 'Level', cell: (row) => text(row.levelName) },
  { id: 'programName', header: 'Program', cell: (row) => text(row.programName), sortKey: 'program' },
  { id: 'majorSubjectName', header: 'Major subject', cell: (row) => text(row.majorSubjectName) },
  { id: 'section', header: 'Section', cell: (row) => text(row.section) },
];

function PlaceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </FormField>
  );
}

export default function StudentInformationPage() {
  const toast = useToast();
  const { data: addresses = [] } = useAddresses();
  const state = useStudentListState();
  const { request, onRequest } = state;
  const [place, setPlace] = useState({ province: '', district: '' });
  const [downloading, setDownloading] = useState(false);
  const query: StudentReportFilters = { ...state.filters, ...place };
  const list = useStudentInformation(request, query);
  const firstPage = () => onRequest({ ...request, page: 1 });

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      await downloadStudentInformationCsv(query, request.search);
    } catch (error) {
      toast.error(serverMessage(error, 'The CSV could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page title="Student Information Details">
      <Section>
        <StudentListTable
          label="Student information details"
          columns={COLUMNS}
          rows={list.data?.data}
          list={list}
          state={state}
          errorText="Could not load the students."
          emptyText="No students match."
          toolbarAfter={
            <>
              <PlaceFilter
                label="Province"
                value={place.province}
                options={provincesOf(addresses)}
                onChange={(province) => {
                  setPlace({ province, district: '' });
                  firstPage();
                }}
              />
              <PlaceFilter
                label="District"
                value={place.district}
                options={districtsOf(addresses, place.province)}
                onChange={(district) => {
                  setPlace((current) => ({ ...current, district }));
                  firstPage();
                }}
              />
              <Button variant="outlined" onClick={() => void downloadCsv()} disabled={downloading}>
                Download CSV
              </Button>
              <Button variant="outlined" onClick={() => window.print()}>
                Print
              </Button>
            </>
          }
        />
      </Section>
    </Page>
  );
}
