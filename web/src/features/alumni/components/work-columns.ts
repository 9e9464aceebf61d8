/** The columns of a work list: the alumnus's own and the one staff open for a graduate. */
import type { AlumniWork } from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

export const WORK_COLUMNS: Column<AlumniWork>[] = [
  { id: 'organization', header: 'Organization', value: (row) => row.organizationName },
  { id: 'designation', header: 'Designation', value: (row) => row.designation },
  { id: 'type', header: 'Employment Type', value: (row) => row.employmentType ?? '' },
  { id: 'address', header: 'Address', value: (row) => row.organizationAddress ?? '' },
  { id: 'start', header: 'Start Date', value: (row) => day(row.startDate) },
  { id: 'end', header: 'End Date', value: (row) => (row.isCurrent ? 'Current' : day(row.endDate)) },
];
