/** Fiscal Year setup, /arthikBarsa outside the layout (spec section 2). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SETUP_MESSAGES, UpdateFiscalYearBodySchema, type FiscalYear } from '@hemis/contracts';
import { fiscalYears } from '../api/fiscal-years.ts';
import { YES_NO_OPTIONS } from '../../../components/setup/field-grid.tsx';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { yearNepali: '', yearEnglish: '', index: '', activeFiscalYear: 'false' };
type Values = typeof EMPTY;

export function FiscalYearPage() {
  return (
    <Box>
      <Button component={RouterLink} to="/other-setup/home" sx={{ mb: 2 }}>
        Back to Setup
      </Button>
      <LookupPage<FiscalYear, Values>
        title="Fiscal Year (Arthik Barsa)"
        entityName="Fiscal Year"
        resource={fiscalYears}
        emptyValues={EMPTY}
        fields={[
          { name: 'yearNepali', label: 'Fiscal Year (B.S.)', required: true },
          { name: 'yearEnglish', label: 'Fiscal Year (A.D.)', required: true },
          { name: 'index', label: 'Index', type: 'number' },
          {
            name: 'activeFiscalYear',
            label: 'Active Fiscal Year',
            options: YES_NO_OPTIONS,
          },
        ]}
        schema={UpdateFiscalYearBodySchema}
        toBody={(values) => ({
          yearNepali: values.yearNepali,
          yearEnglish: values.yearEnglish,
          index: values.index ? Number(values.index) : undefined,
          activeFiscalYear: values.activeFiscalYear === 'true',
        })}
        toValues={(row) => ({
          yearNepali: row.yearNepali,
          yearEnglish: row.yearEnglish,
          index: String(row.index),
          activeFiscalYear: String(row.activeFiscalYear),
        })}
        columns={[
          { id: 'yearNepali', header: 'Fiscal Year (B.S.)', value: (row) => row.yearNepali },
          { id: 'yearEnglish', header: 'Fiscal Year (A.D.)', value: (row) => row.yearEnglish },
          { id: 'index', header: 'Index', value: (row) => row.index },
          { id: 'start', header: 'Starts (B.S.)', value: (row) => row.startDateBs },
          { id: 'end', header: 'Ends (B.S.)', value: (row) => row.endDateBs },
          { id: 'active', header: 'Active', value: (row) => (row.activeFiscalYear ? 'Yes' : 'No') },
        ]}
        rowName={(row) => row.yearNepali}
        exists={SETUP_MESSAGES.fiscalYearExists}
      />
    </Box>
  );
}

export default FiscalYearPage;
