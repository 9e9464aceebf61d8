/**
 * The accredited campuses (screen 8.6, "Accredited Campus List"): each campus's latest award,
 * searched, sorted and paged by the server, filtered by university, campus type, province and
 * status (computed on the server from the expiry and today). The grants body's QAA staff
 * correct an award (Edit) and renew it (Renew). /accrediation/renew-accreditation is the same
 * list to choose the campus to renew.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { can, type AccreditationListItem } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { QaaPlaceFilters } from './qaa-place-filters.tsx';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import {
  NO_ACCREDITATION_FILTERS,
  useAccreditationPage,
  type AccreditationFilters,
} from '../api/get-accreditations.ts';
import { STATUS_OPTIONS, campusTypeLabel, daysText } from '../qaa-values.ts';
import { RenewDialog, UpdateAccreditationDialog } from './accreditation-dialog.tsx';
import { QaaStatusChip } from './qaa-status-chip.tsx';

/** A day in BS, its AD day below it, and a note under both. */
function TwoCalendars({ bs, ad, note }: { bs: string; ad: string; note?: string }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {bs} BS
      <Typography variant="body2" color="text.secondary">
        {ad} AD
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : undefined}
    </Box>
  );
}

type Dialog = { kind: 'edit' | 'renew'; row: AccreditationListItem } | undefined;

function AccreditationList({ renewing }: { renewing: boolean }) {
  const role = useRole();
  const mayManage = can(role, 'qaa:manage');
  const ofCampus = role === 'CollegeAdmin' || role === 'CollegeUser';
  const state = useListState<AccreditationFilters>({}, NO_ACCREDITATION_FILTERS);
  const list = useAccreditationPage(state.request, state.filters);
  const [dialog, setDialog] = useState<Dialog>();

  const columns: PagedColumn<AccreditationListItem>[] = [
    { id: 'campusName', header: 'Campus Name', cell: (row) => row.campusName, sortKey: 'campusName' },
    { id: 'universityName', header: 'University', cell: (row) => row.universityName, sortKey: 'universityName' },
    { id: 'campusType', header: 'Campus Type', cell: (row) => campusTypeLabel(row.campusType) },
    {
      id: 'accredited',
      header: 'Accredited Date',
      cell: (row) => <TwoCalendars bs={row.dateOfAccreditationNep} ad={row.dateOfAccreditationEng} />,
      sortKey: 'dateOfAccreditationEng',
    },
    {
      id: 'expires',
      header: 'Expiry Date',
      cell: (row) => (
        <TwoCalendars
          bs={row.dateOfExpireAccreditationNep}
          ad={row.dateOfExpireAccreditationEng}
          note={`${row.daysToExpiry < 0 ? 'expired' : 'expires'} ${daysText(row.daysToExpiry)}`}
        />
      ),
      sortKey: 'dateOfExpireAccreditationEng',
    },
    { id: 'status', header: 'Status', cell: (row) => <QaaStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton label={`QAA page of ${row.campusName}`} to={`/accrediation/campus/${row.campusId}`}>
          Open
        </RowButton>
        {mayManage && !renewing ? (
          <RowButton label={`Edit accreditation of ${row.campusName}`} onClick={() => setDialog({ kind: 'edit', row })}>
            Edit
          </RowButton>
        ) : undefined}
        {mayManage ? (
          <RowButton
            label={`Renew accreditation of ${row.campusName}`}
            variant={renewing ? 'contained' : 'outlined'}
            onClick={() => setDialog({ kind: 'renew', row })}
          >
            Renew
          </RowButton>
        ) : undefined}
      </RowButtons>
    )),
  ];

  return (
    <ListScreen<AccreditationListItem>
      texts={{
        title: renewing ? 'Renew Accreditation' : 'Accredited Campus List',
        label: 'Accredited campuses',
        failure: 'Could not load the accredited campuses.',
        emptyText: 'No accredited campus matches.',
      }}
      above={
        renewing ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Search for the accredited campus and choose Renew to record its re-accreditation.
          </Typography>
        ) : ofCampus ? (
          // The module's tile leads a campus's staff here: their own campus's QAA page is one step on.
          <Button component={RouterLink} to="/accrediation/my-campus" variant="contained" sx={{ mb: 2 }}>
            My Campus QAA
          </Button>
        ) : undefined
      }
      state={state}
      query={list}
      columns={columns}
      toolbar={
        <FilterBar>
          <QaaPlaceFilters place={state.filters} onChange={(change) => state.filter(change)} />
          <FilterSelect
            label="Status"
            value={state.filters.status}
            options={STATUS_OPTIONS.filter((option) => option.value !== 'Not accredited')}
            onChange={(status) => state.filter({ status })}
          />
        </FilterBar>
      }
    >
      {dialog?.kind === 'edit' ? (
        <UpdateAccreditationDialog row={dialog.row} onClose={() => setDialog(undefined)} />
      ) : undefined}
      {dialog?.kind === 'renew' ? <RenewDialog row={dialog.row} onClose={() => setDialog(undefined)} /> : undefined}
    </ListScreen>
  );
}

export function AccreditationListPage() {
  return <AccreditationList renewing={false} />;
}

export function RenewAccreditationPage() {
  return <AccreditationList renewing />;
}
