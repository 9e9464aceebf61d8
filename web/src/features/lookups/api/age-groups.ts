/** AgeManagement: GET /AgeManagement/GetAll and POST /AgeManagement/Add (api-contract 5.2). */
import type { AgeGroup } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const ageGroups = lookupResource<AgeGroup>('age-groups', {
  list: 'AgeManagement/GetAll',
  create: 'AgeManagement/Add',
});
