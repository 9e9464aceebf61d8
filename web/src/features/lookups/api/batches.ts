/** Batch: GET, POST, PUT /Batch/{id} (spec section 7). */
import type { Batch } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const batches = lookupResource<Batch>('batches', {
  list: 'Batch',
  create: 'Batch',
  update: (id) => `Batch/${id}`,
});
