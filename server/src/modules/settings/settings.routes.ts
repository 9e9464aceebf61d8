/** The deployment's public settings: the footer and the Links dropdown (spec sections 1 and 6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsSchema, type PublicSettings } from '@hemis/contracts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.config;
  const settings: PublicSettings = {
    supportPhone: support.phone,
    supportEmail: support.email,
    developerCredit: support.developerCredit,
    userManualUrl: support.userManualUrl,
    oldEmisUrl: support.oldEmisUrl,
    mapTileUrl: app.config.mapTileUrl,
  };
  app.get(
    '/Settings/Public',
    {
      schema: {
        tags: ['settings'],
        summary: 'The footer values and the Links addresses of this installation',
        response: { 200: PublicSettingsSchema },
      },
      config: { access: 'public' },
    },
    async () => settings,
  );
};
