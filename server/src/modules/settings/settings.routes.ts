/** The deployment's public settings: the footer and the Links dropdown (spec sections 1 and 6). */
import { PublicSettingsSchema, type PublicSettings } from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';

export const settingsRoutes = routesPlugin('settings', (app) => {
  const { support } = app.config;
  const settings: PublicSettings = {
    supportPhone: support.phone,
    supportEmail: support.email,
    developerCredit: support.developerCredit,
    userManualUrl: support.userManualUrl,
    oldEmisUrl: support.oldEmisUrl,
    mapTileUrl: app.config.mapTileUrl,
  };
  return [
    route({
      method: 'GET',
      url: '/Settings/Public',
      summary: 'The footer values and the Links addresses of this installation',
      access: 'public',
      response: PublicSettingsSchema,
      handler: async () => settings,
    }),
  ];
});
