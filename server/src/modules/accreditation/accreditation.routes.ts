/**
 * Quality assurance and accreditation (api-contract 5.13, issue #29): the contract's calls at
 * their paths (the campus for accreditation, the awards), the QAA cycle (a campus's standing,
 * the letter of intent, the stages, the peer review team, the stages' private documents), and
 * the expiry alerts' job, sent every hour and at once on request.
 */
import {
  AccreditationDetailSchema,
  AccreditationListQuerySchema,
  AccreditationListResponseSchema,
  AddQaaCampusBodySchema,
  CampusAccreditationSchema,
  CreateAccreditationBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  NoBodySchema,
  QaaCampusListQuerySchema,
  QaaCampusListResponseSchema,
  QaaCampusParamsSchema,
  QaaCampusStandingSchema,
  QaaCycleSchema,
  QaaEventParamsSchema,
  QaaTeamBodySchema,
  RecordQaaStageBodySchema,
  StartQaaCycleBodySchema,
  UpdateAccreditationBodySchema,
  UpdateCampusAccreditationBodySchema,
} from '@hemis/contracts';
import { z } from 'zod';
import { route, routesPlugin } from '../../lib/route-table.ts';
import {
  addQaaCampus,
  createAccreditation,
  getAccreditation,
  getCampusAccreditation,
  listAccreditations,
  sendEvidence,
  updateAccreditation,
  updateCampusAccreditation,
} from './accreditation.service.ts';
import { QAA_ALERT_EVERY_MS, QAA_EXPIRY_ALERT_QUEUE, hourJobId, sendQaaExpiryAlerts } from './qaa-alerts.ts';
import {
  getQaaStanding,
  listQaaCampuses,
  recordQaaStage,
  sendEventDocument,
  setQaaTeam,
  startQaaCycle,
} from './qaa-cycle.service.ts';

export const accreditationRoutes = routesPlugin('accreditation', (app) => {
  const { fileStore } = app;

  app.queue.define<Record<string, never>>({
    name: QAA_EXPIRY_ALERT_QUEUE,
    handle: async () => {
      await sendQaaExpiryAlerts(app.prisma, app.mailer, app.clock, app.log);
    },
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.queue.send(QAA_EXPIRY_ALERT_QUEUE, {}, hourJobId(Date.now())).catch((error: unknown) => {
        app.log.warn({ err: error }, 'QAA expiry alerts: the check could not be queued');
      });
    }, QAA_ALERT_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return [
    // ---- Contract 5.13: the campus for accreditation --------------------------------------
    route({
      method: 'GET',
      url: '/AddCampusAccreditation/:campusId',
      summary: 'A campus of the caller’s scope as the accreditation dialogs read it, with its QAA status',
      access: 'qaa:read',
      params: QaaCampusParamsSchema,
      response: CampusAccreditationSchema,
      handler: ({ read, params }) => getCampusAccreditation(read(), params.campusId),
    }),
    route({
      method: 'PUT',
      url: '/AddCampusAccreditation/:campusId',
      summary:
        'Correct a campus’s registry record for accreditation (multipart, with its logo); the remarks go to its QAA file',
      access: 'qaa:manage',
      params: QaaCampusParamsSchema,
      body: UpdateCampusAccreditationBodySchema,
      response: CampusAccreditationSchema,
      handler: ({ write, params, body }) => updateCampusAccreditation(write(), fileStore, params.campusId, body),
    }),
    route({
      method: 'POST',
      url: '/QaaCampus',
      summary: 'Take a campus into the QAA programme',
      access: 'qaa:manage',
      body: AddQaaCampusBodySchema,
      response: CampusAccreditationSchema,
      status: 201,
      handler: ({ write, body }) => addQaaCampus(write(), body),
    }),
    // ---- Contract 5.13: awards -------------------------------------------------------------
    route({
      method: 'GET',
      url: '/AddAccreditation',
      summary:
        'The accredited campuses of the caller’s scope, each with its latest award and status: an array, or a page with page params',
      access: 'qaa:read',
      query: AccreditationListQuerySchema,
      response: AccreditationListResponseSchema,
      handler: ({ read, query }) => listAccreditations(read(), query),
    }),
    route({
      method: 'GET',
      url: '/AddAccreditation/:id',
      summary: 'One award (an array of one, as the client reads it)',
      access: 'qaa:read',
      params: IdParamsSchema,
      response: z.array(AccreditationDetailSchema),
      handler: ({ read, params }) => getAccreditation(read(), params.id),
    }),
    route({
      method: 'POST',
      url: '/AddAccreditation',
      summary:
        'Record an award decided outside the stages (multipart, with its evidence): a first accreditation or a renewal',
      access: 'qaa:manage',
      body: CreateAccreditationBodySchema,
      response: AccreditationDetailSchema,
      status: 201,
      handler: ({ write, body }) => createAccreditation(write(), fileStore, body),
    }),
    route({
      method: 'PUT',
      url: '/AddAccreditation/:id',
      summary: 'Correct an award’s dates, fiscal year, remarks and evidence (multipart)',
      access: 'qaa:manage',
      params: IdParamsSchema,
      body: UpdateAccreditationBodySchema,
      response: AccreditationDetailSchema,
      handler: ({ write, params, body }) => updateAccreditation(write(), fileStore, params.id, body),
    }),
    route({
      method: 'GET',
      url: '/AddAccreditation/:id/evidence',
      summary: 'An award’s evidence (a private PDF, downloaded)',
      access: 'qaa:read',
      params: IdParamsSchema,
      handler: ({ read, reply, params }) => sendEvidence(read(), reply, fileStore, params.id),
    }),
    // ---- The QAA cycle ------------------------------------------------------------------------
    route({
      method: 'GET',
      url: '/Qaa/Campus',
      summary:
        'The campuses of the caller’s scope in the QAA programme with their status and stage (university, campus type, province, stage, status, search; page)',
      access: 'qaa:read',
      query: QaaCampusListQuerySchema,
      response: QaaCampusListResponseSchema,
      handler: ({ read, query }) => listQaaCampuses(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Qaa/Campus/:campusId',
      summary: 'Where a campus stands: its status and every cycle, newest first, with their stages and teams',
      access: 'qaa:read',
      params: QaaCampusParamsSchema,
      response: QaaCampusStandingSchema,
      handler: ({ read, params }) => getQaaStanding(read(), params.campusId),
    }),
    route({
      method: 'POST',
      url: '/Qaa/Campus/:campusId/Cycles',
      summary: 'A campus’s letter of intent (multipart, with its PDF): opens its next QAA cycle',
      access: 'qaa:submit',
      params: QaaCampusParamsSchema,
      body: StartQaaCycleBodySchema,
      response: QaaCycleSchema,
      status: 201,
      handler: ({ write, params, body }) => startQaaCycle(write(), fileStore, params.campusId, body),
    }),
    route({
      method: 'POST',
      url: '/Qaa/Cycles/:id/Stages',
      summary: 'Record the next stage of a QAA cycle (multipart, with its PDF), in order',
      access: 'qaa:submit',
      params: IdParamsSchema,
      body: RecordQaaStageBodySchema,
      response: QaaCycleSchema,
      handler: ({ write, params, body }) => recordQaaStage(write(), fileStore, params.id, body),
    }),
    route({
      method: 'PUT',
      url: '/Qaa/Cycles/:id/Team',
      summary: 'Replace a QAA cycle’s peer review team',
      access: 'qaa:manage',
      params: IdParamsSchema,
      body: QaaTeamBodySchema,
      response: QaaCycleSchema,
      handler: ({ write, params, body }) => setQaaTeam(write(), params.id, body),
    }),
    route({
      method: 'GET',
      url: '/Qaa/Cycles/:id/Events/:eventId/Document',
      summary: 'A QAA stage’s document (a private PDF, downloaded)',
      access: 'qaa:read',
      params: QaaEventParamsSchema,
      handler: ({ read, reply, params }) => sendEventDocument(read(), reply, fileStore, params.id, params.eventId),
    }),
    route({
      method: 'POST',
      url: '/Qaa/ExpiryAlerts/Run',
      summary:
        'Run the accreditation expiry alerts’ check now instead of at the next hour, and say what it sent (each alert is still sent only once)',
      access: 'qaa:manage',
      body: NoBodySchema,
      response: MessageResponseSchema,
      // In the request, not queued: what it writes is the accepted request's, and the operator learns what went out.
      handler: async ({ request }) => {
        const run = await sendQaaExpiryAlerts(app.prisma, app.mailer, app.clock, request.log);
        return { message: `${run.claimed} expiry alerts due, ${run.emails} emails sent` };
      },
    }),
  ];
});
