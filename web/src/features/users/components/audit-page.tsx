/**
 * The audit log (/user-management/audit): who changed what, when, from which address, with
 * the values before and after; filtered by user, record type and date, newest first, paged
 * by the server. The server shows each administrator their own scope's entries.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { AuditEntryItem } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, type ListTexts, useListState } from '../../../components/list-screen.tsx';
import { FIRST_PAGE, type PagedColumn } from '../../../components/paged-table.tsx';
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

/** The From and To days of the log's filter. */
function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day?: string) => void;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

const AUDIT_LIST: ListTexts = {
  title: 'Audit Log',
  label: 'Audit log',
  failure: 'The audit log could not be loaded',
  emptyText: 'No entries match.',
};

export function AuditPage() {
  const state = useListState<AuditFilters>({ sortBy: 'at', sortOrder: 'desc' });
  const { filters, filter } = state;
  const log = useAuditPage(state.request, filters);
  const users = useUserPage({ ...FIRST_PAGE, pageSize: 100, sortBy: 'name' }, {});
  return (
    <ListScreen
      texts={AUDIT_LIST}
      columns={COLUMNS}
      query={log}
      state={state}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="User"
            allLabel="Anyone"
            value={filters.userId ?? ''}
            options={(users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.fullName }))}
            onChange={(userId) => filter({ userId: userId || undefined })}
          />
          <FilterSelect
            label="Record type"
            allLabel="Any"
            value={filters.entity ?? ''}
            options={RECORD_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(entity) => filter({ entity: entity || undefined })}
          />
          <DayFilter label="From" value={filters.from} onChange={(from) => filter({ from })} />
          <DayFilter label="To" value={filters.to} onChange={(to) => filter({ to })} />
        </FilterBar>
      }
    />
  );
}

export default AuditPage;
