/** The address tree every address form cascades through; public, as the client reads it without a token. */
import { z } from 'zod';
import { AddressEntrySchema } from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { listAddresses } from './address.service.ts';

const addressTable = [
  route({
    method: 'GET',
    url: '/Address/GetAll',
    summary: 'Every local level with its district, province and number of wards',
    access: 'public',
    response: z.array(AddressEntrySchema),
    handler: ({ read }) => listAddresses(read().prisma),
  }),
];

export const addressRoutes = routesPlugin('address', addressTable);
