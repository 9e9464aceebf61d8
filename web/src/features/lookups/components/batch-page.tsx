/** Batch Management (/other-setup/batch-management). */
import { CreateBatchBodySchema, SETUP_MESSAGES, type Batch } from '@hemis/contracts';
import { STATUS_FIELD } from '../../../components/setup/field-grid.tsx';
import { batches } from '../api/batches.ts';
import { LookupPage } from './lookup-page.tsx';

const EMPTY = { batchNepali: '', name: '', status: 'true' };

export function BatchPage() {
  return (
    <LookupPage<Batch, typeof EMPTY>
      title="Batch Management"
      entityName="Batch"
      resource={batches}
      emptyValues={EMPTY}
      fields={[
        { name: 'batchNepali', label: 'Batch (B.S.)', required: true },
        { name: 'name', label: 'Batch Name', required: true },
        STATUS_FIELD,
      ]}
      schema={CreateBatchBodySchema}
      toBody={(values) => ({ ...values, status: values.status === 'true' })}
      rowName={(row) => row.name}
      exists={SETUP_MESSAGES.batchExists}
    />
  );
}

export default BatchPage;
