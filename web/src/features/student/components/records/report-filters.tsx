/**
 * The filters of the count reports: Admission Year and Program only, the two the count
 * endpoints take (api-agreement "student-data"). The student lists use the shared
 * StudentFilterBar, whose Semester/Year these reports cannot apply.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { batches } from '../../../lookups/api/batches.ts';
import { useCollegePrograms } from '../../../program/api/get-college-programs.ts';

export interface ReportFilterValues {
  batchId: string;
  programId: string;
}

export const NO_REPORT_FILTERS: ReportFilterValues = { batchId: '', programId: '' };

/** The values as the count endpoints take them (blank: all). */
export function reportQuery(values: ReportFilterValues) {
  return {
    batchId: values.batchId ? Number(values.batchId) : ('' as const),
    programId: values.programId ? Number(values.programId) : ('' as const),
  };
}

export function ReportFilters({
  value,
  onChange,
}: {
  value: ReportFilterValues;
  onChange: (value: ReportFilterValues) => void;
}) {
  const batchList = batches.useList();
  const programs = useCollegePrograms();
  return (
    <>
      <TextField
        select
        size="small"
        label="Admission Year"
        value={value.batchId}
        onChange={(event) => onChange({ ...value, batchId: event.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All batches</MenuItem>
        {(batchList.data ?? []).map((batch) => (
          <MenuItem key={batch.id} value={String(batch.id)}>
            {batch.batchNepali}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Program"
        value={value.programId}
        onChange={(event) => onChange({ ...value, programId: event.target.value })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All programs</MenuItem>
        {(programs.data ?? []).map((program) => (
          <MenuItem key={program.id} value={String(program.id)}>
            {program.programName}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
