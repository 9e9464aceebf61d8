/**
 * The controls of a student list whose ticked rows get one action (assign a section, upgrade):
 * the tick of each row, "Select all on this page" with the action's own controls beside it,
 * and what the last action answered.
 */
import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
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
