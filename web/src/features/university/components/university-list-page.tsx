/**
 * /organization-management/university-list: the universities in the caller's scope (name,
 * short name, type, address, contact, logo, established year, campuses), searched, sorted
 * and paged by the server.
 */
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { can, UNIVERSITY_TYPES, type UniversityListItem } from '@hemis/contracts';
import {
  editLinkColumn,
  FIRST_PAGE,
  PagedTable,
  type PageRequest,
  type PagedColumn,
} from '../../../components/paged-table.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { CampusLogo } from '../../campus/components/campus-logo.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useUniversityList } from '../api/get-university-list.ts';

const address = (row: UniversityListItem) =>
  [row.localLevel, row.district, row.province].filter(Boolean).join(', ') || '—';
const contact = (row: UniversityListItem) => [row.phone, row.email, row.website].filter(Boolean).join(' · ') || '—';

const EDIT_COLUMN = editLinkColumn<UniversityListItem>(
  (row) => `/organization-management/university-register?universityId=${row.id}`,
  (row) => row.name,
);

const COLUMNS: PagedColumn<UniversityListItem>[] = [
  {
    id: 'name',
    header: 'University',
    sortKey: 'name',
    cell: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CampusLogo logo={row.logo} name={row.name} size={28} />
        {row.name}
      </Box>
    ),
  },
  { id: 'code', header: 'Short Name', sortKey: 'code', cell: (row) => row.code },
  { id: 'type', header: 'Type', sortKey: 'type', cell: (row) => row.type },
  { id: 'address', header: 'Address', cell: address },
  { id: 'contact', header: 'Contact', cell: contact },
  {
    id: 'establishedYear',
    header: 'Established',
    sortKey: 'establishedYear',
    cell: (row) => row.establishedYear ?? '—',
  },
  { id: 'campusCount', header: 'Campuses', sortKey: 'campusCount', cell: (row) => row.campusCount },
];

export function UniversityListPage() {
  const role = useRole();
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE, sortBy: 'name' });
  const [type, setType] = useState('');
  const list = useUniversityList(request, type);
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  return (
    <Page title="University List">
      <Section>
        <PagedTable
          label="University list"
          columns={can(role, 'university:write') ? [...COLUMNS, EDIT_COLUMN] : COLUMNS}
          rows={list.data?.data}
          total={list.data?.totalRecords ?? 0}
          request={request}
          onRequest={onRequest}
          loading={list.isFetching}
          error={list.error ? 'Could not load the universities.' : undefined}
          emptyText="No universities match."
          toolbar={
            <TextField
              select
              size="small"
              label="Type"
              value={type}
              onChange={(event) => {
                setType(event.target.value);
                setRequest((current) => ({ ...current, page: 1 }));
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All</MenuItem>
              {UNIVERSITY_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          }
        />
      </Section>
    </Page>
  );
}

export default UniversityListPage;
