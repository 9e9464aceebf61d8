/**
 * /student-management/updateRollNo (api-contract 8.1, "Update identifiers"): the enrolled
 * students with their roll, university registration and symbol numbers and program major,
 * edited in place one row at a time. A number another student holds answers 409, and its
 * message shows on the row being saved.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, type StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { RowButton } from '../../../../components/row-actions.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { fieldErrorsOf, statusOf } from '../../../../lib/api-client.ts';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { useUpdateStudentIdentifiers } from '../../api/update-student-identifiers.ts';
import { StudentList } from '../student-list-table.tsx';
import { problemOf } from './problem-of.ts';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';

interface IdentifierValues {
  rollNoManual: string;
  universityRegdNo: string;
  symbolNo: string;
  majorSubjectId: string;
}
type IdentifierField = keyof IdentifierValues;
const IDENTIFIER_FIELDS: readonly IdentifierField[] = [
  'rollNoManual',
  'universityRegdNo',
  'symbolNo',
  'majorSubjectId',
];

interface RowEdit {
  id: number;
  values: IdentifierValues;
  errors: Partial<Record<IdentifierField, string>>;
  /** A message for the row as a whole (409, or a failure without field errors). */
  problem?: string;
}

function valuesOf(row: StudentListItem): IdentifierValues {
  return {
    rollNoManual: row.rollNoManual ?? '',
    universityRegdNo: row.universityRegdNo ?? '',
    symbolNo: row.symbolNo ?? '',
    majorSubjectId: row.majorSubjectId ? String(row.majorSubjectId) : '',
  };
}

function MajorSelect({
  programId,
  value,
  label,
  error,
  onChange,
}: {
  programId: number;
  value: string;
  label: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const majors = useMajorSubjectsOfProgram(programId);
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">None</MenuItem>
      {(majors.data ?? []).map((major) => (
        <MenuItem key={major.id} value={String(major.id)}>
          {major.majorSubjectName}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function UpdateIdentifiersPage() {
  const role = useRole();
  const toast = useToast();
  const canWrite = can(role, 'student:write');
  const update = useUpdateStudentIdentifiers();
  const [edit, setEdit] = useState<RowEdit>();

  const change = (field: IdentifierField, value: string) =>
    setEdit(
      (current) =>
        current && {
          ...current,
          values: { ...current.values, [field]: value },
          errors: { ...current.errors, [field]: undefined },
          problem: undefined,
        },
    );

  const save = async (row: StudentListItem) => {
    if (!edit) return;
    const { values } = edit;
    try {
      await update.mutateAsync({
        id: row.id,
        rollNoManual: values.rollNoManual,
        universityRegdNo: values.universityRegdNo,
        symbolNo: values.symbolNo,
        // The endpoint cannot clear a major (0 is no id): an empty choice leaves it as it is.
        majorSubjectId: values.majorSubjectId ? Number(values.majorSubjectId) : undefined,
      });
      toast.success(`${row.fullName}'s identifiers are saved.`);
      setEdit(undefined);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      const onFields = IDENTIFIER_FIELDS.some((field) => errors[field]);
      // A 409 names the identifier in its message; an issue on no field of the row is said for the row.
      const problem =
        statusOf(error) === 409 || !onFields ? problemOf(error, 'Could not save the identifiers.') : undefined;
      setEdit({ ...edit, errors, problem });
    }
  };

  /** A text cell that turns into an input while its row is edited. */
  const editable = (column: PagedColumn<StudentListItem>, field: Exclude<IdentifierField, 'majorSubjectId'>) => ({
    ...column,
    cell: (row: StudentListItem) =>
      edit?.id === row.id ? (
        <TextField
          size="small"
          value={edit.values[field]}
          onChange={(event) => change(field, event.target.value)}
          error={Boolean(edit.errors[field])}
          helperText={edit.errors[field]}
          slotProps={{ htmlInput: { 'aria-label': `${column.header} of ${row.fullName}` } }}
          sx={{ minWidth: 120 }}
        />
      ) : (
        column.cell(row)
      ),
  });

  const columns: PagedColumn<StudentListItem>[] = [
    C.fullName,
    C.batchYear,
    C.shortPeriod,
    C.phone,
    C.programName,
    editable(C.rollNo, 'rollNoManual'),
    editable(C.regdNo, 'universityRegdNo'),
    editable(C.symbolNo, 'symbolNo'),
    {
      id: 'majorSubjectName',
      header: 'Group/program major',
      cell: (row) =>
        edit?.id === row.id ? (
          <MajorSelect
            programId={row.programId}
            value={edit.values.majorSubjectId}
            label={`Group/program major of ${row.fullName}`}
            error={edit.errors.majorSubjectId}
            onChange={(value) => change('majorSubjectId', value)}
          />
        ) : (
          C.major.cell(row)
        ),
    },
  ];
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) =>
        edit?.id === row.id ? (
          <Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                variant="contained"
                disabled={update.isPending}
                onClick={() => void save(row)}
                aria-label={`Save ${row.fullName}`}
              >
                Save
              </Button>
              <Button size="small" onClick={() => setEdit(undefined)} aria-label={`Cancel editing ${row.fullName}`}>
                Cancel
              </Button>
            </Box>
            {edit.problem ? (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5, maxWidth: 240 }}>
                {edit.problem}
              </Typography>
            ) : undefined}
          </Box>
        ) : (
          <RowButton
            onClick={() => setEdit({ id: row.id, values: valuesOf(row), errors: {} })}
            label={`Edit ${row.fullName}`}
          >
            Edit
          </RowButton>
        ),
    });
  }

  return (
    <Page title="Update Roll No., Registration No. and Symbol No.">
      <Section>
        <StudentList
          label="Student identifiers"
          columns={columns}
          fixed={{ isVerified: true }}
          emptyText="No enrolled students match."
        />
      </Section>
    </Page>
  );
}

export default UpdateIdentifiersPage;
