/** The student's registration form as a verifiable PDF (api-contract 8.1, /student-management/registration-form/:studentId). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@hemis/contracts';
import { registerRouteTable, route } from '../../lib/route-table.ts';
import { sendRegistrationForm } from './registration-form.service.ts';

export const registrationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadDir, publicUrl } = app.config;
  registerRouteTable(app, 'registration-form', [
    route({
      method: 'GET',
      url: '/Student/:id/RegistrationForm/pdf',
      summary: 'The student’s "Application form for the Registration" (PDF with its verification code)',
      access: 'student:read',
      params: IdParamsSchema,
      handler: ({ write, reply, params }) => sendRegistrationForm(write(), reply, { uploadDir, publicUrl }, params.id),
    }),
  ]);
};
