/**
 * /number-campustype: how many constituent, community and private campuses each university
 * has, as a table and a chart, narrowed by province and district.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { CAMPUS_TYPES } from '@hemis/contracts';
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
  const select = (label: string, value: string, options: string[], onChange: (value: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Page title="Campuses by Type">
      <Section>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {select('Province', filters.province, provincesOf(addresses), (province) =>
            setFilters({ province, district: '' }),
          )}
          {select('District', filters.district, districtsOf(addresses, filters.province), (district) =>
            setFilters((current) => ({ ...current, district })),
          )}
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
