/**
 * Subject Management (spec sections 2, 4, 5 and 8): add form, filters, a paginated list and
 * the edit dialog. Year shows (and is required) only for annual programs, semester only for
 * semester programs; types show as Compulsory and Elective.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import {
  ACADEMIC_YEARS,
  can,
  CreateSubjectBodySchema,
  SEMESTERS,
  SPEC_MESSAGES,
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
  type CollegeProgram,
  type Subject,
} from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import type { FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { programOptions } from '../../program/program-options.ts';
import { useCreateSubject } from '../api/create-subject.ts';
import { useSubjects } from '../api/get-subjects.ts';
import { useUpdateSubject } from '../api/update-subject.ts';
import { SubjectGroupsDialog } from './subject-groups-dialog.tsx';
import { GROUPS_LABEL, SubjectGroupsField } from './subject-groups-field.tsx';
import { clearOtherPeriod, periodErrors, showsPeriodField } from '../subject-period.ts';

const EMPTY = {
  programId: '',
  year: '',
  semester: '',
  subjectName: '',
  shortName: '',
  code: '',
  subjectType: '',
  alias: '',
  remarks: '',
  /** The ticked groups (majors) of the program. */
  majorSubjectIds: [] as readonly number[],
};
type Values = typeof EMPTY;

/** Types are stored as regular and optional and shown as Compulsory and Elective (spec section 3). */
const subjectTypeLabel = (type: Subject['subjectType']) => SUBJECT_TYPE_LABELS[type];

const periodOf = (row: Subject) => row.semester ?? row.year ?? '';

const COLUMNS: Column<Subject>[] = [
  { id: 'programName', header: 'Program Name', value: (row) => row.program.programName },
  { id: 'period', header: 'Semester/Year', value: periodOf },
  { id: 'subjectName', header: 'Subject Name', value: (row) => row.subjectName },
  { id: 'subjectType', header: 'Subject Type', value: (row) => subjectTypeLabel(row.subjectType) },
  { id: 'shortName', header: 'Short Name', value: (row) => row.shortName },
  { id: 'code', header: 'Code', value: (row) => row.code },
  { id: 'alias', header: 'Alias', value: (row) => row.alias },
  { id: 'remarks', header: 'Details', value: (row) => row.remarks },
];

const toValues = (row: Subject): Values => ({
  programId: String(row.programId),
  year: row.year ?? '',
  semester: row.semester ?? '',
  subjectName: row.subjectName,
  shortName: row.shortName,
  code: row.code,
  subjectType:
    row.subjectType.toLowerCase() === 'elective'
      ? 'optional'
      : row.subjectType.toLowerCase() === 'compulsory'
        ? 'regular'
        : row.subjectType,
  alias: row.alias ?? '',
  remarks: row.remarks ?? '',
  majorSubjectIds: row.majorSubjectIds,
});

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function subjectFields(programs: readonly CollegeProgram[] | undefined): FieldSpec<Values>[] {
  const typeOf = (programId: string) => programs?.find((program) => String(program.id) === programId)?.programType;
  return [
    {
      name: 'programId',
      label: 'Program',
      required: true,
      options: programOptions(programs),
      // The majors are the program's own, so another program starts with none ticked.
      onChange: (programId) => ({ ...clearOtherPeriod(typeOf(programId)), majorSubjectIds: [] }),
    },
    {
      name: 'year',
      label: 'Year',
      required: true,
      options: toOptions(ACADEMIC_YEARS),
      hidden: (values) => !showsPeriodField('year', typeOf(values.programId)),
    },
    {
      name: 'semester',
      label: 'Semester',
      required: true,
      options: toOptions(SEMESTERS),
      hidden: (values) => !showsPeriodField('semester', typeOf(values.programId)),
    },
    { name: 'subjectName', label: 'Subject Name', required: true },
    { name: 'shortName', label: 'Short Name', required: true },
    { name: 'code', label: 'Code', required: true },
    {
      name: 'subjectType',
      label: 'Subject Type',
      required: true,
      options: SUBJECT_TYPES.map((type) => ({ value: type, label: SUBJECT_TYPE_LABELS[type] })),
    },
    { name: 'alias', label: 'Alias' },
    { name: 'remarks', label: 'Details', type: 'textarea', width: 12 },
    {
      name: 'majorSubjectIds',
      label: GROUPS_LABEL,
      width: 12,
      render: ({ values, error, onChange }) => (
        <SubjectGroupsField
          programId={values.programId}
          value={values.majorSubjectIds}
          error={error}
          onChange={(majorSubjectIds) => onChange({ majorSubjectIds })}
        />
      ),
    },
  ];
}

export function SubjectPage() {
  const role = useRole();
  const list = useSubjects();
  const programs = useCollegePrograms();
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const [programFilter, setProgramFilter] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const [grouping, setGrouping] = useState<Subject>();
  const typeOf = (programId: string) => programs.data?.find((program) => String(program.id) === programId)?.programType;

  const filters = (
    <>
      <FormField
        select
        label="Filter by Program"
        value={programFilter}
        onChange={(event) => setProgramFilter(event.target.value)}
        fullWidth={false}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All programs</MenuItem>
        {programOptions(programs.data).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormField>
      <FormField
        select
        label="Filter by Subject Type"
        value={typeFilter}
        onChange={(event) => setTypeFilter(event.target.value)}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All types</MenuItem>
        {SUBJECT_TYPES.map((type) => (
          <MenuItem key={type} value={SUBJECT_TYPE_LABELS[type]}>
            {SUBJECT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </FormField>
    </>
  );

  return (
    <>
      <SetupScreen
        title="Subject Management"
        entityName="Subject"
        fields={subjectFields(programs.data)}
        emptyValues={EMPTY}
        schema={CreateSubjectBodySchema}
        extraRules={(values) => periodErrors(values, typeOf(values.programId))}
        list={list}
        columns={COLUMNS}
        rowName={(row) => row.subjectName}
        {...setupWrites(create, update, { create: can(role, 'subject:create'), update: can(role, 'subject:update') })}
        toValues={toValues}
        listToolbar={filters}
        rowActions={
          can(role, 'subject:update')
            ? (row) => (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setGrouping(row)}
                  aria-label={`Groups/Major of ${row.subjectName}`}
                >
                  Groups/Major
                </Button>
              )
            : undefined
        }
        filterRows={(rows) =>
          rows.filter(
            (row) =>
              (!programFilter || String(row.programId) === programFilter) &&
              (!typeFilter || subjectTypeLabel(row.subjectType) === typeFilter),
          )
        }
        messages={{
          created: SPEC_MESSAGES.subjectAddSuccess,
          createFailed: (error) =>
            `${SPEC_MESSAGES.subjectAddFailurePrefix}${serverMessage(error, 'please try again')}`,
          // The spec does not show the update texts.
          updated: 'Subject updated successfully',
          updateFailed: (error) => serverMessage(error, 'Failed to update subject'),
        }}
      />
      {grouping ? <SubjectGroupsDialog subject={grouping} onClose={() => setGrouping(undefined)} /> : undefined}
    </>
  );
}

export default SubjectPage;
