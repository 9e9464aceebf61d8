/** HolidayForAttendance: GET, POST and PUT by id (api-contract 5.2). */
import type { Holiday } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const holidays = lookupResource<Holiday>('holidays', {
  list: 'HolidayForAttendance',
  create: 'HolidayForAttendance',
  update: (id) => `HolidayForAttendance/${id}`,
});
