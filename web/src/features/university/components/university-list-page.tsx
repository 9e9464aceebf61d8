/**
 * /organization-management/university-list: the universities in the caller's scope (name,
 * short name, type, address, contact, logo, established year, campuses), searched, sorted
 * and paged by the server.
 */
import Box from '@mui/material/Box';
import { can, UNIVERSITY_TYPES, type UniversityListItem } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/form/inputs.tsx';
import { ServerList, useListState } from '../../../components/list-screen.tsx';
import { editLinkColumn, type PagedColumn } from '../../../components/paged-table.tsx';
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
  const state = useListState({ sortBy: 'name' }, { type: '' });
  const list = useUniversityList(state.request, state.filters.type);
  return (
    <Page title="University List">
      <Section>
        <ServerList
          label="University list"
          columns={can(role, 'university:write') ? [...COLUMNS, EDIT_COLUMN] : COLUMNS}
          query={list}
          state={state}
          failure={() => 'Could not load the universities.'}
          emptyText="No universities match."
          toolbar={
            <FilterSelect
              label="Type"
              value={state.filters.type}
              options={optionsOf(UNIVERSITY_TYPES)}
              onChange={(type) => state.filter({ type })}
            />
          }
        />
      </Section>
    </Page>
  );
}

export default UniversityListPage;
