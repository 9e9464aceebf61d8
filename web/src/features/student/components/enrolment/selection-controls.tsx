/**
 * The controls of a student list whose ticked rows get one action (assign a section, upgrade):
 * the tick of each row, "Select all on this page" with the action's own controls beside it,
 * and what the last action answered; SelectableStudentList puts them over the list.
 */
import { useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { StudentListTable, type StudentListTableProps } from '../student-list-table.tsx';
import { problemOf } from './problem-of.ts';
import type { PageSelection } from './use-page-selection.ts';

/** The first column: a row's tick, named after the student it ticks. */
export function selectColumn<Row extends { fullName: string }>(selection: PageSelection<Row>): PagedColumn<Row> {
  return {
    id: 'select',
    header: 'Select',
    cell: (row) => (
      <Checkbox
        size="small"
        checked={selection.isSelected(row)}
        disabled={!selection.selectable(row)}
        onChange={() => selection.toggle(row)}
        slotProps={{ input: { 'aria-label': `Select ${row.fullName}` } }}
      />
    ),
  };
}

/** "Select all on this page" (off when nothing on the page can be ticked), with the action's own controls beside it. */
export function SelectionBar<Row>({ selection, children }: { selection: PageSelection<Row>; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={selection.allOnPage}
            indeterminate={selection.someOnPage && !selection.allOnPage}
            onChange={() => selection.togglePage()}
            disabled={selection.noneSelectable}
          />
        }
        label="Select all on this page"
      />
      {children}
    </Box>
  );
}

export interface Outcome {
  severity: Extract<AlertColor, 'success' | 'info' | 'error'>;
  text: string;
}

/** What the last action answered: a status, or an alert when it failed. */
export function OutcomeAlert({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {outcome.text}
    </Alert>
  );
}

/** What the action on the ticked rows last answered; after a success the ticks are cleared. */
export function useSelectionOutcome<Row>(selection: PageSelection<Row>) {
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async (action: () => Promise<Outcome>, failure: string) => {
    setOutcome(undefined);
    try {
      setOutcome(await action());
      selection.clear();
    } catch (error) {
      setOutcome({ severity: 'error', text: problemOf(error, failure) });
    }
  };
  return { outcome, run };
}

export type SelectableStudentListProps<Row> = Omit<StudentListTableProps<Row>, 'onFilters'> & {
  /** Whether the role may act: without it the list has no ticks and no bar. */
  canAct: boolean;
  selection: PageSelection<Row>;
  /** The action's own controls beside "Select all on this page". */
  controls: ReactNode;
  outcome: Outcome | undefined;
};

/**
 * A student list whose ticked rows get one action. Students ticked under other filters are no
 * longer in sight, so a change of filters clears the ticks: nobody is acted on by surprise.
 */
export function SelectableStudentList<Row extends { fullName: string }>({
  canAct,
  selection,
  controls,
  outcome,
  columns,
  ...table
}: SelectableStudentListProps<Row>) {
  return (
    <>
      {canAct ? <SelectionBar selection={selection}>{controls}</SelectionBar> : undefined}
      <OutcomeAlert outcome={outcome} />
      <StudentListTable
        {...table}
        columns={canAct ? [selectColumn(selection), ...columns] : columns}
        onFilters={(values) => {
          selection.clear();
          table.state.onFilters(values);
        }}
      />
    </>
  );
}
