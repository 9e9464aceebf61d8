/**
 * /organization-management/{constituent,community,private}-campus: the campuses of one type
 * in the caller's scope, searched, sorted and paged by the server, filtered by university,
 * province and district, with how many campuses of each type the filters hold.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can, CAMPUS_TYPES, isGrantsBodyRole, type CampusListItem, type CampusType } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/form/inputs.tsx';
import { ServerList } from '../../../components/list-screen.tsx';
import { editLinkColumn, FIRST_PAGE, type PageRequest, type PagedColumn } from '../../../components/paged-table.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useAddresses } from '../../address/api/get-addresses.ts';
import { districtsOf, provincesOf } from '../../address/address-tree.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import { useCampusList } from '../api/get-campus-list.ts';

export const CAMPUS_TYPE_TITLES: Record<CampusType, string> = {
  constituent: 'Constituent Campus',
  community: 'Community Campus',
  private: 'Private Campus',
};

const EDIT_COLUMN = editLinkColumn<CampusListItem>(
  (row) => `/organization-management/campus-register?campusId=${row.id}`,
  (row) => row.campusName,
);

const COLUMNS: PagedColumn<CampusListItem>[] = [
  { id: 'campusName', header: 'Campus Name', cell: (row) => row.campusName, sortKey: 'campusName' },
  { id: 'code', header: 'Code', cell: (row) => row.code ?? '—', sortKey: 'code' },
  { id: 'universityName', header: 'University', cell: (row) => row.universityName, sortKey: 'universityName' },
  { id: 'province', header: 'Province', cell: (row) => row.province ?? '—', sortKey: 'province' },
  { id: 'district', header: 'District', cell: (row) => row.district ?? '—', sortKey: 'district' },
  { id: 'localLevel', header: 'Local Level', cell: (row) => row.localLevel ?? '—' },
  { id: 'yearOfEstd', header: 'Established', cell: (row) => row.yearOfEstd ?? '—', sortKey: 'yearOfEstd' },
  { id: 'principalName', header: 'Principal', cell: (row) => row.principalName ?? '—' },
  { id: 'phoneNo', header: 'Phone', cell: (row) => row.phoneNo ?? '—' },
];

export function CampusListPage({ campusType }: { campusType: CampusType }) {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const universities = useUniversities(grantsBody);
  const { data: addresses = [] } = useAddresses();
  const [request, setRequest] = useState<PageRequest>(FIRST_PAGE);
  // The filters live in the address, so the links between the three lists keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = {
    universityId: searchParams.get('universityId') ?? '',
    province: searchParams.get('province') ?? '',
    district: searchParams.get('district') ?? '',
  };
  const list = useCampusList(request, { campusType, ...filters });
  const filter = (changes: Partial<typeof filters>) => {
    const next = { ...filters, ...changes };
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true });
    setRequest((current) => ({ ...current, page: 1 }));
  };
  const counts = list.data?.countsByType;
  const title = CAMPUS_TYPE_TITLES[campusType];

  return (
    <Page title={title}>
      <Section>
        <Stack
          component="ul"
          direction="row"
          aria-label="Campuses by type"
          sx={{ mb: 2, p: 0, gap: 1, flexWrap: 'wrap', listStyle: 'none' }}
        >
          {CAMPUS_TYPES.map((type) => (
            <li key={type}>
              <Chip
                component={RouterLink}
                to={{ pathname: `/organization-management/${type}-campus`, search: searchParams.toString() }}
                clickable
                aria-current={type === campusType ? 'page' : undefined}
                color={type === campusType ? 'primary' : 'default'}
                label={`${CAMPUS_TYPE_TITLES[type]}: ${counts ? counts[type] : '…'}`}
              />
            </li>
          ))}
          <li>
            <Chip variant="outlined" label={`All types: ${counts ? counts.total : '…'}`} />
          </li>
        </Stack>
        {list.error && !list.data ? <Alert severity="error">Could not load the campuses.</Alert> : undefined}
        <ServerList
          label={`${title} list`}
          columns={can(role, 'campus:create') ? [...COLUMNS, EDIT_COLUMN] : COLUMNS}
          query={list}
          state={{ request, onRequest: setRequest }}
          failure={() => 'Could not load the campuses.'}
          emptyText={`No ${campusType} campuses match.`}
          toolbar={
            <>
              {grantsBody ? (
                <FilterSelect
                  label="University"
                  value={filters.universityId}
                  options={universityOptions(universities.data)}
                  onChange={(universityId) => filter({ universityId })}
                />
              ) : undefined}
              <FilterSelect
                label="Province"
                value={filters.province}
                options={optionsOf(provincesOf(addresses))}
                onChange={(province) => filter({ province, district: '' })}
              />
              <FilterSelect
                label="District"
                value={filters.district}
                options={optionsOf(districtsOf(addresses, filters.province))}
                onChange={(district) => filter({ district })}
              />
            </>
          }
        />
      </Section>
    </Page>
  );
}

export function ConstituentCampusPage() {
  return <CampusListPage campusType="constituent" />;
}
export function CommunityCampusPage() {
  return <CampusListPage campusType="community" />;
}
export function PrivateCampusPage() {
  return <CampusListPage campusType="private" />;
}
