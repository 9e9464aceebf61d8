/** /alumni-admin/work-list: the alumnus's work entries, added and changed in a dialog, removed after a question. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AlumniWork } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useDeleteWork, useOwnWork } from '../api/alumni-work.ts';
import { WORK_COLUMNS } from './work-columns.ts';
import { WorkDialog } from './work-dialog.tsx';
import { rowsOf } from '../../../components/list-screen.tsx';

export function AlumniWorkPage() {
  const toast = useToast();
  const work = useOwnWork();
  const remove = useDeleteWork();
  /** null: a new entry; undefined: no dialog. */
  const [editing, setEditing] = useState<AlumniWork | null>();
  const [removing, setRemoving] = useState<AlumniWork>();
  return (
    <Page title="My Work">
      <Section>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing(null)}>
            Add Work
          </Button>
        </Stack>
        <DataTable
          label="Work entries"
          columns={WORK_COLUMNS}
          {...rowsOf(work, 'Could not load your work entries.')}
          emptyText="You have not added any work yet."
          onEdit={setEditing}
          rowName={(row) => `${row.designation} at ${row.organizationName}`}
          rowActions={(row) => (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => setRemoving(row)}
              aria-label={`Delete ${row.designation} at ${row.organizationName}`}
            >
              Delete
            </Button>
          )}
        />
      </Section>
      {editing !== undefined ? (
        <WorkDialog work={editing ?? undefined} onClose={() => setEditing(undefined)} />
      ) : undefined}
      {removing ? (
        <ConfirmDialog
          open
          title="Delete this work entry?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onClose={() => setRemoving(undefined)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setRemoving(undefined);
              },
              onError: (error) => toast.error(serverMessage(error, 'The work entry could not be deleted')),
            })
          }
        >
          {removing.designation} at {removing.organizationName} will be removed from your profile.
        </ConfirmDialog>
      ) : undefined}
    </Page>
  );
}
