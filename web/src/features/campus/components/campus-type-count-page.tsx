/**
 * /number-campustype: how many constituent, community and private campuses each university
 * has, as a table and a chart, narrowed by province and district.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CAMPUS_TYPES } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/form/inputs.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useAddresses } from '../../address/api/get-addresses.ts';
import { districtsOf, provincesOf } from '../../address/address-tree.ts';
import { useCampusCounts } from '../api/get-campus-counts.ts';
import { CAMPUS_TYPE_TITLES } from './campus-list-page.tsx';
import { CampusTypeChart } from './campus-type-chart.tsx';

export function CampusTypeCountPage() {
  const { data: addresses = [] } = useAddresses();
  const [filters, setFilters] = useState({ province: '', district: '' });
  const counts = useCampusCounts(filters);
  return (
    <Page title="Campuses by Type">
      <Section>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FilterSelect
            label="Province"
            value={filters.province}
            options={optionsOf(provincesOf(addresses))}
            onChange={(province) => setFilters({ province, district: '' })}
          />
          <FilterSelect
            label="District"
            value={filters.district}
            options={optionsOf(districtsOf(addresses, filters.province))}
            onChange={(district) => setFilters((current) => ({ ...current, district }))}
          />
        </Stack>
      </Section>
      {counts.isPending ? <PageLoader label="Loading campus counts" /> : undefined}
      {counts.error ? <Alert severity="error">Could not load the campus counts.</Alert> : undefined}
      {counts.data ? (
        <>
          <Section title="Table">
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Campuses by type and university">
                <TableHead>
                  <TableRow>
                    <TableCell>University</TableCell>
                    {CAMPUS_TYPES.map((type) => (
                      <TableCell key={type} align="right">
                        {CAMPUS_TYPE_TITLES[type]}
                      </TableCell>
                    ))}
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {counts.data.rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={5} align="center">
                        No universities.
                      </TableCell>
                    </TableRow>
                  ) : (
                    counts.data.rows.map((row) => (
                      <TableRow key={row.universityId}>
                        <TableCell>{row.universityName}</TableCell>
                        {CAMPUS_TYPES.map((type) => (
                          <TableCell key={type} align="right">
                            {row[type]}
                          </TableCell>
                        ))}
                        <TableCell align="right">{row.total}</TableCell>
                      </TableRow>
                    ))
                  )}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>All universities</TableCell>
                    {CAMPUS_TYPES.map((type) => (
                      <TableCell key={type} align="right" sx={{ fontWeight: 600 }}>
                        {counts.data.totals[type]}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {counts.data.totals.total}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
          <Section title="Chart">
            <CampusTypeChart rows={counts.data.rows.filter((row) => row.total > 0)} />
          </Section>
        </>
      ) : undefined}
    </Page>
  );
}

export default CampusTypeCountPage;
