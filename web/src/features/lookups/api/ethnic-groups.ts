/** EthinicGroup (sic): GET, POST, PUT by id (spec section 7). */
import type { EthnicGroup } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const ethnicGroups = lookupResource<EthnicGroup>('ethnic-groups', {
  list: 'EthinicGroup',
  create: 'EthinicGroup',
  update: (id) => `EthinicGroup/${id}`,
});
