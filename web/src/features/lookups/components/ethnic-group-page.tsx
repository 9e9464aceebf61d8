/** Ethnic Group Management (/other-setup/ethnic-group-management). */
import { CreateEthnicGroupBodySchema, SETUP_MESSAGES, type EthnicGroup } from '@hemis/contracts';
import { ethnicGroups } from '../api/ethnic-groups.ts';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { name: '' };

export function EthnicGroupPage() {
  return (
    <LookupPage<EthnicGroup, typeof EMPTY>
      title="Ethnic Group Management"
      entityName="Ethnic Group"
      resource={ethnicGroups}
      emptyValues={EMPTY}
      fields={[{ name: 'name', label: 'Ethnic Group Name', required: true }]}
      schema={CreateEthnicGroupBodySchema}
      toBody={(values) => values}
      columns={[{ id: 'name', header: 'Ethnic Group', value: (row) => row.name }]}
      rowName={(row) => row.name}
      exists={SETUP_MESSAGES.ethnicGroupExists}
    />
  );
}

export default EthnicGroupPage;
