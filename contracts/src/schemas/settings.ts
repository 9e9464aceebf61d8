import { z } from 'zod';

/**
 * What every visitor's browser needs from the deployment's configuration: the footer of spec
 * section 1 and the addresses of the Links dropdown (spec section 6 names the items, not
 * their addresses). Read at run time, so changing them needs no rebuild of the web.
 */
export const PublicSettingsSchema = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  developerCredit: z.string(),
  /** Empty when not configured: the Links item then shows, disabled. */
  userManualUrl: z.string(),
  oldEmisUrl: z.string(),
  /** Map tiles of the GPS screen ({z}/{x}/{y}); empty when not configured: the map shows no tiles. */
  mapTileUrl: z.string(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
