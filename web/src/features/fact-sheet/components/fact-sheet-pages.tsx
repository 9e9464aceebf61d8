/**
 * The fact sheet screens (spec sections 2 and 6, api-contract 8.8): /fact-sheet, a campus's
 * own sheet (the SuperAdmin picks the campus); /fact-sheet-list, the campuses of a university
 * or of the country with their headline figures, searched, sorted and paged by the server, a
 * row opening /fact-sheet-campus/{id}, that campus's sheet. The server answers only campuses of
 * the reader's scope.
 */
import { useCallback, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type FactSheetListRow } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, PagedTable, type PageRequest, type PagedColumn } from '../../../components/paged-table.tsx';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { UniversitySelect } from '../../university/components/university-select.tsx';
import { useFactSheet } from '../api/get-fact-sheet.ts';
import { useFactSheetList } from '../api/get-fact-sheet-list.ts';
import { FactSheetView, useFiscalYearChoice } from './fact-sheet-view.tsx';

const figures = new Intl.NumberFormat('en-IN');

function CampusFactSheet({ campusId }: { campusId: number }) {
  const fiscalYear = useFiscalYearChoice();
  const sheet = useFactSheet(campusId, fiscalYear.fiscalYearId);
  return <FactSheetView campusId={campusId} fiscalYear={fiscalYear} sheet={sheet} audience="staff" />;
}

/** Whether the reader may read fact sheets at all; the others go home. */
function useMayRead() {
  return can(useRole(), 'factsheet:read');
}

/** /fact-sheet: the campus's own sheet; the SuperAdmin, of no campus, chooses one. */
export function OwnFactSheetPage() {
  const user = useCurrentUser();
  const role = useRole();
  const mayRead = useMayRead();
  const chooses = role === 'SuperAdmin';
  const campuses = useCampusOptions(chooses);
  const [chosen, setChosen] = useState('');
  if (!mayRead || !user) return <Navigate to="/" replace />;
  const campusId = chooses ? (chosen ? Number(chosen) : undefined) : user.institution.id;
  return (
    <Page title="Fact Sheet">
      {chooses ? (
        <Section>
          <Grid container>
            <Grid size={{ xs: 12, md: 6 }}>
              <FilterSelect
                fullWidth
                label="Campus"
                allLabel="Choose a campus"
                value={chosen}
                options={(campuses.data ?? []).map((campus) => ({
                  value: String(campus.id),
                  label: campus.campusName,
                }))}
                onChange={setChosen}
              />
            </Grid>
          </Grid>
        </Section>
      ) : null}
      {campusId ? (
        <CampusFactSheet key={campusId} campusId={campusId} />
      ) : (
        <Typography color="text.secondary">Choose a campus to read its fact sheet.</Typography>
      )}
    </Page>
  );
}

/** /fact-sheet-campus/{id}: one campus's sheet, opened from the list. */
export function CampusFactSheetPage() {
  const mayRead = useMayRead();
  const campusId = Number(useParams().id);
  if (!mayRead) return <Navigate to="/" replace />;
  return (
    <Page title="Campus Fact Sheet">
      <Stack direction="row">
        <Button component={RouterLink} to="/fact-sheet-list">
          Back to the campuses
        </Button>
      </Stack>
      {Number.isInteger(campusId) && campusId > 0 ? (
        <CampusFactSheet key={campusId} campusId={campusId} />
      ) : (
        <Typography color="text.secondary">No such campus.</Typography>
      )}
    </Page>
  );
}

const LIST_COLUMNS: readonly PagedColumn<FactSheetListRow>[] = [
  { id: 'campusName', header: 'Campus', sortKey: 'campusName', cell: (row) => row.campusName },
  { id: 'universityName', header: 'University', sortKey: 'universityName', cell: (row) => row.universityName },
  { id: 'district', header: 'District', sortKey: 'district', cell: (row) => row.district ?? '—' },
  { id: 'students', header: 'Students', sortKey: 'students', cell: (row) => figures.format(row.students) },
  { id: 'graduates', header: 'Graduates', sortKey: 'graduates', cell: (row) => figures.format(row.graduates) },
  {
    id: 'teachingStaff',
    header: 'Teaching staff',
    sortKey: 'teachingStaff',
    cell: (row) => figures.format(row.teachingStaff),
  },
  {
    id: 'nonTeachingStaff',
    header: 'Non-teaching staff',
    sortKey: 'nonTeachingStaff',
    cell: (row) => figures.format(row.nonTeachingStaff),
  },
  {
    id: 'action',
    header: 'Fact sheet',
    cell: (row) => (
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/fact-sheet-campus/${row.campusId}`}
        aria-label={`Open the fact sheet of ${row.campusName}`}
      >
        Open
      </Button>
    ),
  },
];

/** /fact-sheet-list: the campuses' sheets of the reader's scope, of one university if chosen. */
export function FactSheetListPage() {
  const mayRead = useMayRead();
  const role = useRole();
  const fiscalYear = useFiscalYearChoice();
  const choosesUniversity = role === 'Admin' || role === 'UgcAdmin' || role === 'SuperAdmin';
  const [universityId, setUniversityId] = useState('');
  const [request, setRequest] = useState<PageRequest>(FIRST_PAGE);
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  const list = useFactSheetList(request, { universityId, fiscalYearId: fiscalYear.fiscalYearId });
  if (!mayRead) return <Navigate to="/" replace />;
  return (
    <Page title={`Campus Fact Sheets${list.data ? ` (F.Y. ${list.data.fiscalYear.yearNepali})` : ''}`}>
      <Section>
        <Grid container spacing={2} role="group" aria-label="Fact sheet filters">
          {choosesUniversity ? (
            <Grid size={{ xs: 12, md: 4 }}>
              <UniversitySelect
                value={universityId}
                onChange={(value) => {
                  setUniversityId(value);
                  setRequest((current) => ({ ...current, page: 1 }));
                }}
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, md: 4 }}>{fiscalYear.select}</Grid>
        </Grid>
      </Section>
      <Section>
        <PagedTable
          label="Campus fact sheets"
          columns={LIST_COLUMNS}
          rows={list.data?.data}
          rowKey={(row) => row.campusId}
          total={list.data?.totalRecords ?? 0}
          request={request}
          onRequest={onRequest}
          loading={list.isFetching}
          error={list.error ? 'Could not load the campuses.' : undefined}
          emptyText="No campuses found."
        />
      </Section>
    </Page>
  );
}
