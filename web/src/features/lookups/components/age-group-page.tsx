/** Student age groups (/studentagemgmt-setups, api-contract 5.2 and 8.9). */
import { CreateAgeGroupBodySchema, SETUP_MESSAGES, type AgeGroup } from '@hemis/contracts';
import { ageGroups } from '../api/age-groups.ts';
import { REMARKS_FIELD } from '../../../components/setup/field-grid.tsx';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { ageIndex: '', ageFrom: '', ageTo: '', remarks: '' };
type Values = typeof EMPTY;

export function AgeGroupPage() {
  return (
    <LookupPage<AgeGroup, Values>
      title="Student Age Groups"
      entityName="Age Group"
      resource={ageGroups}
      emptyValues={EMPTY}
      fields={[
        { name: 'ageIndex', label: 'Age Index', type: 'number' },
        { name: 'ageFrom', label: 'Age From', type: 'number', required: true },
        { name: 'ageTo', label: 'Age To', type: 'number', required: true },
        REMARKS_FIELD,
      ]}
      schema={CreateAgeGroupBodySchema}
      // The original sent the index as ageKey while its form named it ageIndex; both are sent.
      toBody={(values) => ({
        ageIndex: values.ageIndex ? Number(values.ageIndex) : undefined,
        ageKey: values.ageIndex ? Number(values.ageIndex) : undefined,
        ageFrom: Number(values.ageFrom),
        ageTo: Number(values.ageTo),
        remarks: values.remarks || undefined,
      })}
      rowName={(row) => `Age group ${row.ageIndex}`}
      exists={SETUP_MESSAGES.ageGroupExists}
      writePermission="age-group:write"
    />
  );
}

export default AgeGroupPage;
