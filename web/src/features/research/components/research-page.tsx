/**
 * /research: Research & Publication Management (screen 8.9). The records of the caller's scope,
 * paged by the server and filtered by fiscal year and activity type, with the spec's columns;
 * the campus's own staff add, edit and delete them (the form opens in a dialog), everyone who
 * may read downloads a record's document.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  RESEARCH_ACTIVITY_TYPES,
  can,
  formatAmount,
  type ResearchActivityType,
  type ResearchPublication,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/form/index.ts';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { downloadPrivateFile } from '../../student/api/student-file.ts';
import { useDeleteResearchPublication } from '../api/delete-research-publication.ts';
import { useResearchPublicationPage, type ResearchFilters } from '../api/get-research-publications.ts';
import { ResearchFormDialog } from './research-form-dialog.tsx';

/** The dialog open over the list: the form for a new record or an edit. */
type Editing = { record?: ResearchPublication } | undefined;

export function ResearchPage() {
  const toast = useToast();
  const mayWrite = can(useRole(), 'research:write');
  const state = useListState<ResearchFilters>({}, { fiscalYearId: '', activityType: '' });
  const list = useResearchPublicationPage(state.request, state.filters);
  const years = fiscalYears.useList();
  const remove = useDeleteResearchPublication();
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<ResearchPublication>();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Research record deleted');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not delete the research record.'));
    } finally {
      setRemoving(undefined);
    }
  };
  const download = (row: ResearchPublication) =>
    void downloadPrivateFile(row.fullDoc!, row.activityTitle).catch(() =>
      toast.error('Could not download the document.'),
    );

  const columns: PagedColumn<ResearchPublication>[] = [
    { id: 'title', header: 'Research/Publication Title', cell: (row) => row.activityTitle, sortKey: 'activityTitle' },
    { id: 'type', header: 'Activity Type', cell: (row) => row.activityType, sortKey: 'activityType' },
    {
      id: 'grants',
      header: 'Grants Received',
      cell: (row) => (row.fundedAmount === null ? '—' : `Rs. ${formatAmount(row.fundedAmount, 'en')}`),
      sortKey: 'fundedAmount',
    },
    { id: 'start', header: 'Start Date', cell: (row) => row.startDate ?? '—', sortKey: 'startDate' },
    { id: 'end', header: 'End Date', cell: (row) => row.endDate ?? '—', sortKey: 'endDate' },
    { id: 'status', header: 'Status', cell: (row) => (row.isPublished ? 'Published' : 'Not published') },
    { id: 'remarks', header: 'Remarks', cell: (row) => row.remarks ?? '' },
    actionColumn((row) => (
      <RowButtons>
        {row.fullDoc ? (
          <RowButton label={`Document of ${row.activityTitle}`} onClick={() => download(row)}>
            Document
          </RowButton>
        ) : undefined}
        {mayWrite ? (
          <>
            <RowButton label={`Edit ${row.activityTitle}`} onClick={() => setEditing({ record: row })}>
              Edit
            </RowButton>
            <RowButton label={`Delete ${row.activityTitle}`} color="warning" onClick={() => setRemoving(row)}>
              Delete
            </RowButton>
          </>
        ) : undefined}
      </RowButtons>
    )),
  ];

  return (
    <ListScreen<ResearchPublication>
      texts={{
        title: 'Research & Publication Management',
        label: 'Research and publications',
        failure: 'Could not load the research records.',
        emptyText: 'No research or publication recorded yet.',
      }}
      state={state}
      query={list}
      columns={columns}
      above={
        mayWrite ? (
          <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing({})}>
            Add Research / Publication
          </Button>
        ) : undefined
      }
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Fiscal Year"
            value={state.filters.fiscalYearId}
            options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
            onChange={(fiscalYearId) => state.filter({ fiscalYearId })}
          />
          <FilterSelect
            label="Activity Type"
            value={state.filters.activityType}
            options={optionsOf(RESEARCH_ACTIVITY_TYPES)}
            onChange={(activityType) => state.filter({ activityType: activityType as ResearchActivityType | '' })}
          />
        </FilterBar>
      }
    >
      {editing ? <ResearchFormDialog record={editing.record} onClose={() => setEditing(undefined)} /> : undefined}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Delete this research record?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      >
        “{removing?.activityTitle}” is removed with its thumbnail image and document, and leaves the statistical report.
      </ConfirmDialog>
    </ListScreen>
  );
}

export default ResearchPage;
