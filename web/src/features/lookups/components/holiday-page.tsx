/** Holiday setup (/holiday-setups, api-contract 5.2 and 8.9). */
import { CreateHolidayBodySchema, SETUP_MESSAGES, type Holiday } from '@hemis/contracts';
import { holidays } from '../api/holidays.ts';
import { REMARKS_FIELD, YES_NO_OPTIONS } from '../../../components/setup/field-grid.tsx';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { holidayName: '', dateStarted: '', dateEnd: '', isItOnlyForFemale: 'false', remarks: '' };
type Values = typeof EMPTY;

export function HolidayPage() {
  return (
    <LookupPage<Holiday, Values>
      title="Holiday Setup"
      entityName="Holiday"
      resource={holidays}
      emptyValues={EMPTY}
      fields={[
        { name: 'holidayName', label: 'Holiday Name', required: true },
        { name: 'dateStarted', label: 'Date Started', type: 'date', required: true },
        { name: 'dateEnd', label: 'Date End', type: 'date', required: true },
        {
          name: 'isItOnlyForFemale',
          label: 'Is Only For Female',
          options: YES_NO_OPTIONS,
        },
        REMARKS_FIELD,
      ]}
      schema={CreateHolidayBodySchema}
      // The create sends isItOnlyForFemale and the list reads isOnlyForFemale (api-contract 5.2).
      toBody={(values) => ({
        id: 0,
        isHoliday: true,
        holidayName: values.holidayName,
        dateStarted: values.dateStarted,
        dateEnd: values.dateEnd,
        isItOnlyForFemale: values.isItOnlyForFemale === 'true',
        isOnlyForFemale: values.isItOnlyForFemale === 'true',
        remarks: values.remarks || undefined,
      })}
      toValues={(row) => ({
        holidayName: row.holidayName,
        dateStarted: row.dateStarted.slice(0, 10),
        dateEnd: row.dateEnd.slice(0, 10),
        isItOnlyForFemale: String(row.isOnlyForFemale),
        remarks: row.remarks ?? '',
      })}
      columns={[
        { id: 'holidayName', header: 'Holiday Name', value: (row) => row.holidayName },
        { id: 'dateStarted', header: 'Date Started', value: (row) => row.dateStartedBs ?? row.dateStarted },
        { id: 'dateEnd', header: 'Date End', value: (row) => row.dateEndBs ?? row.dateEnd },
        { id: 'female', header: 'Is Only For Female', value: (row) => (row.isOnlyForFemale ? 'Yes' : 'No') },
        { id: 'remarks', header: 'Remarks', value: (row) => row.remarks },
      ]}
      rowName={(row) => row.holidayName}
      exists={SETUP_MESSAGES.holidayExists}
      writePermission="holiday:write"
    />
  );
}

export default HolidayPage;
