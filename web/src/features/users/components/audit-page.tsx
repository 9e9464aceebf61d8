/**
 * The audit log (/user-management/audit): who changed what, when, from which address, with
 * the values before and after; filtered by user, record type and date, newest first, paged
 * by the server. The server shows each administrator their own scope's entries.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuditEntryItem } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useAuditPage, useUserPage, type AuditFilters } from '../api/users.ts';

/** The record types the log names most; any other is typed in the box. */
const RECORD_TYPES = [
  'User',
  'Student',
  'Employee',
  'Campus',
  'University',
  'Program',
  'Faculty',
  'Module',
  'Signature',
];

/** One line per changed field: "status: active → disabled"; a created record's fields as they were. */
export function describeChanges(changes: unknown): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, value]) => {
    if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
      const { from, to } = value as { from: unknown; to: unknown };
      return `${field}: ${shown(from)} → ${shown(to)}`;
    }
    return `${field}: ${shown(value)}`;
  });
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const COLUMNS: PagedColumn<AuditEntryItem>[] = [
  { id: 'at', header: 'When', cell: (row) => new Date(row.at).toLocaleString(), sortKey: 'at' },
  {
    id: 'who',
    header: 'Who',
    cell: (row) => `${row.actorEmail ?? 'unknown'}${row.actorRole ? ` (${row.actorRole})` : ''}`,
  },
  { id: 'action', header: 'Action', cell: (row) => row.action },
  { id: 'record', header: 'Record', cell: (row) => `${row.entity}${row.entityId ? ` #${row.entityId}` : ''}` },
  {
    id: 'changes',
    header: 'Changes (before → after)',
    cell: (row) => (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {describeChanges(row.changes).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    ),
  },
  { id: 'ip', header: 'Address', cell: (row) => row.ip ?? '' },
];

export function AuditPage() {
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE, sortBy: 'at', sortOrder: 'desc' });
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditPage(request, filters);
  const users = useUserPage({ ...FIRST_PAGE, pageSize: 100, sortBy: 'name' }, {});
  const filter = (change: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...change });
    setRequest({ ...request, page: 1 });
  };
  return (
    <Page title="Audit Log">
      <Section>
        <PagedTable
          label="Audit log"
          columns={COLUMNS}
          rows={log.data?.data}
          total={log.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={setRequest}
          loading={log.isFetching}
          error={log.error ? serverMessage(log.error, 'The audit log could not be loaded') : undefined}
          emptyText="No entries match."
          toolbar={
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label="User"
                value={filters.userId ?? ''}
                onChange={(event) => filter({ userId: event.target.value || undefined })}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value="">
                  <em>Anyone</em>
                </MenuItem>
                {(users.data?.data ?? []).map((user) => (
                  <MenuItem key={user.id} value={String(user.id)}>
                    {user.fullName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label="Record type"
                value={filters.entity ?? ''}
                onChange={(event) => filter({ entity: event.target.value || undefined })}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">
                  <em>Any</em>
                </MenuItem>
                {RECORD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="date"
                label="From"
                value={filters.from ?? ''}
                onChange={(event) => filter({ from: event.target.value || undefined })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label="To"
                value={filters.to ?? ''}
                onChange={(event) => filter({ to: event.target.value || undefined })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          }
        />
      </Section>
    </Page>
  );
}

export default AuditPage;
