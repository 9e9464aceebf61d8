/**
 * /accrediation/campus-list: the campuses in the QAA programme of the reader's scope, searched,
 * sorted and paged by the server, filtered by university (for the grants body), campus type,
 * province, the stage of the cycle in progress and the status; each opens its QAA page, and
 * the QAA staff edit the campus's record.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QAA_ALL_STAGES, can, type QaaCampusRow } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, ServerList, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { NO_QAA_CAMPUS_FILTERS, useQaaCampusPage, type QaaCampusFilters } from '../api/get-qaa-campuses.ts';
import { STATUS_OPTIONS, campusTypeLabel, daysText, stageOptions } from '../qaa-values.ts';
import { QaaPlaceFilters } from './qaa-place-filters.tsx';
import { CampusAccreditationDialog } from './campus-accreditation-dialog.tsx';
import { QaaStatusChip } from './qaa-status-chip.tsx';

const TEXTS = {
  title: 'Campuses in the QAA Programme',
  label: 'Campuses in the QAA programme',
  failure: 'Could not load the campuses.',
  emptyText: 'No campus in the QAA programme matches.',
};

function useQaaCampusList() {
  const role = useRole();
  const mayManage = can(role, 'qaa:manage');
  const state = useListState<QaaCampusFilters>({}, NO_QAA_CAMPUS_FILTERS);
  const list = useQaaCampusPage(state.request, state.filters);
  const [editing, setEditing] = useState<QaaCampusRow>();

  const columns: PagedColumn<QaaCampusRow>[] = [
    { id: 'campusName', header: 'Campus Name', cell: (row) => row.campusName, sortKey: 'campusName' },
    { id: 'universityName', header: 'University', cell: (row) => row.universityName, sortKey: 'universityName' },
    { id: 'campusType', header: 'Campus Type', cell: (row) => campusTypeLabel(row.campusType) },
    { id: 'province', header: 'Province', cell: (row) => row.provinceName ?? '—' },
    { id: 'stage', header: 'Cycle in progress', cell: (row) => row.currentStageLabel ?? '—' },
    { id: 'status', header: 'Status', cell: (row) => <QaaStatusChip status={row.status} /> },
    {
      id: 'validUntilAd',
      header: 'Valid Until',
      cell: (row) =>
        row.validUntilAd ? (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {row.validUntilAd}
            {row.daysToExpiry === null ? undefined : (
              <Typography variant="body2" color="text.secondary">
                {row.daysToExpiry < 0 ? 'expired ' : 'expires '}
                {daysText(row.daysToExpiry)}
              </Typography>
            )}
          </Box>
        ) : (
          '—'
        ),
      sortKey: 'validUntilAd',
    },
    actionColumn((row) => (
      <RowButtons>
        <RowButton label={`Open ${row.campusName}`} to={`/accrediation/campus/${row.campusId}`}>
          Open
        </RowButton>
        {mayManage ? (
          <RowButton label={`Edit ${row.campusName}`} onClick={() => setEditing(row)}>
            Edit
          </RowButton>
        ) : undefined}
      </RowButtons>
    )),
  ];

  const toolbar = (
    <FilterBar>
      <QaaPlaceFilters place={state.filters} onChange={(change) => state.filter(change)} />
      <FilterSelect
        label="Stage"
        value={state.filters.stage}
        options={stageOptions(QAA_ALL_STAGES)}
        onChange={(stage) => state.filter({ stage })}
      />
      <FilterSelect
        label="Status"
        value={state.filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => state.filter({ status })}
      />
    </FilterBar>
  );
  const dialog = editing ? (
    <CampusAccreditationDialog campusId={editing.campusId} onClose={() => setEditing(undefined)} />
  ) : undefined;
  return { state, list, columns, toolbar, dialog };
}

/** The list alone, for a page that shows it under something else (the add page). */
export function QaaCampusList() {
  const { state, list, columns, toolbar, dialog } = useQaaCampusList();
  return (
    <>
      <ServerList<QaaCampusRow>
        label={TEXTS.label}
        failure={TEXTS.failure}
        emptyText={TEXTS.emptyText}
        state={state}
        query={list}
        columns={columns}
        rowKey={(row) => row.campusId}
        toolbar={toolbar}
      />
      {dialog}
    </>
  );
}

export function QaaCampusListPage() {
  const { state, list, columns, toolbar, dialog } = useQaaCampusList();
  return (
    <ListScreen<QaaCampusRow>
      texts={TEXTS}
      state={state}
      query={list}
      columns={columns}
      rowKey={(row) => row.campusId}
      toolbar={toolbar}
    >
      {dialog}
    </ListScreen>
  );
}
