/**
 * /student-management/upgrade-academics, "Student List For Upgrading Semester/Year"
 * (api-contract 8.1): students with their current and next period. Only students in their
 * program's last period cannot be chosen; one who reached the current period by an upgrade
 * says so, and may be upgraded again to the period after it. The chosen ones are upgraded
 * after a confirmation, and the server's answer is shown.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { can, type StudentUpgradeBody, type StudentUpgradeRow } from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useStudentUpgrades, useUpgradeStudents } from '../../api/student-upgrades.ts';
import { DropoutButton, DropoutDialog } from '../../../dropout/components/dropout-dialog.tsx';
import { periodLabel } from './student-period.ts';
import { SelectableStudentList, useSelectionOutcome, type Outcome } from './selection-controls.tsx';
import { usePageSelection } from './use-page-selection.ts';
import { useStudentListState } from './use-student-list.ts';

/**
 * Every student but one in the last period moves on. The server's isUpgraded only says how
 * the current period was reached, so it locks nothing: the request names the next period,
 * and the server itself answers a repeat of an upgrade already applied.
 */
const canBeUpgraded = (row: StudentUpgradeRow) => !row.isLastPeriod;

function UpgradeStatus({ row }: { row: StudentUpgradeRow }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {row.isLastPeriod ? 'Last period' : 'Ready'}
      {row.isUpgraded ? <Chip size="small" variant="outlined" label={`Upgraded to ${periodLabel(row)}`} /> : undefined}
    </Box>
  );
}

function nextPeriodOf(row: StudentUpgradeRow): string {
  if (row.isLastPeriod) return '—';
  return periodLabel({ programType: row.programType, year: row.nextYear, semester: row.nextSemester });
}

/**
 * What the original client sends per student: its program, batch and the period it moves
 * to. The server computes the move itself; the period sent lets it recognise a repeat.
 */
function toRequest(row: StudentUpgradeRow): StudentUpgradeBody[number] {
  return {
    programId: row.programId,
    studentId: row.studentId,
    year: row.nextYear,
    semester: row.nextSemester,
    batchId: row.batchId,
    isIrregular: false,
  };
}

/** "students already upgraded" is an answer, not a failure: nothing new was to be done. */
function outcomeOf(answer: string): Outcome {
  const text = answer.trim() || 'Done.';
  return { severity: /already/i.test(text) ? 'info' : 'success', text };
}

export function UpgradeAcademicsPage() {
  const role = useRole();
  const state = useStudentListState();
  const list = useStudentUpgrades(state.request, state.filters);
  const upgrade = useUpgradeStudents();
  const rows = list.data?.studentUpgrades;
  const selection = usePageSelection(rows, (row) => row.studentId, canBeUpgraded);
  const { outcome, run } = useSelectionOutcome(selection);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState<StudentUpgradeRow>();

  const submit = async () => {
    await run(async () => {
      const answer = await upgrade.mutateAsync([...selection.selected.values()].map(toRequest));
      return outcomeOf(typeof answer === 'string' ? answer : JSON.stringify(answer));
    }, 'Could not upgrade the students.');
    setConfirming(false);
  };

  const columns: PagedColumn<StudentUpgradeRow>[] = [
    { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName },
    { id: 'rollNoManual', header: 'Roll No', cell: (row) => row.rollNoManual || '—' },
    { id: 'admissionYear', header: 'Batch Year', cell: (row) => row.admissionYear },
    { id: 'programName', header: 'Program', cell: (row) => row.programName },
    { id: 'current', header: 'Current Semester/Year', cell: (row) => periodLabel(row) },
    { id: 'next', header: 'Next Semester/Year', cell: nextPeriodOf },
    { id: 'status', header: 'Status', cell: (row) => <UpgradeStatus row={row} /> },
    {
      id: 'dropout',
      header: 'Action',
      cell: (row) => <DropoutButton name={row.fullName} onClick={() => setLeaving(row)} />,
    },
  ];

  const count = selection.selected.size;
  return (
    <Page title="Student List For Upgrading Semester/Year">
      <Section>
        <SelectableStudentList
          canAct={can(role, 'student:write')}
          selection={selection}
          outcome={outcome}
          controls={
            <Button variant="contained" disabled={count === 0 || upgrade.isPending} onClick={() => setConfirming(true)}>
              Upgrade ({count})
            </Button>
          }
          label="Students for upgrading"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.studentId}
          list={list}
          state={state}
          emptyText="No students match."
        />
      </Section>
      <ConfirmDialog
        open={confirming}
        title="Upgrade the chosen students?"
        confirmLabel="Upgrade"
        busy={upgrade.isPending}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      >
        {count} student(s) move to their next semester or year. An upgrade already applied is not applied again.
      </ConfirmDialog>
      {leaving ? (
        <DropoutDialog
          student={{
            id: leaving.studentId,
            fullName: leaving.fullName,
            rollNoManual: leaving.rollNoManual,
            email: null,
            programName: leaving.programName,
            period: periodLabel(leaving),
            admissionYear: leaving.admissionYear,
          }}
          onClose={() => setLeaving(undefined)}
        />
      ) : undefined}
    </Page>
  );
}

export default UpgradeAcademicsPage;
