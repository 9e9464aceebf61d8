/** GET /Address/GetAll (api-contract 5.2): province -> district -> local level -> wards 1..noOfWard. */
import { z } from 'zod';

export const AddressEntrySchema = z.object({
  province: z.string(),
  district: z.string(),
  localLevel: z.string(),
  noOfWard: z.number(),
});
export type AddressEntry = z.infer<typeof AddressEntrySchema>;
