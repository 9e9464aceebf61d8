/** FiscalYear: GET list and PUT /FiscalYear/{id}; the API adds none (spec section 7, api-contract 5.2). */
import type { FiscalYear } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const fiscalYears = lookupResource<FiscalYear>('fiscal-years', {
  list: 'FiscalYear',
  update: (id) => `FiscalYear/${id}`,
});
