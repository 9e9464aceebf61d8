/**
 * The filters of the count reports: Admission Year and Program only, the two the count
 * endpoints take (api-agreement "student-data"). The student lists use the shared
 * StudentFilterBar, whose Semester/Year these reports cannot apply; the two selects are the bar's own.
 */
import { AdmissionYearSelect, ProgramSelect } from '../student-filters.tsx';

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
  return (
    <>
      <AdmissionYearSelect value={value.batchId} onChange={(batchId) => onChange({ ...value, batchId })} />
      <ProgramSelect value={value.programId} onChange={(programId) => onChange({ ...value, programId })} />
    </>
  );
}
