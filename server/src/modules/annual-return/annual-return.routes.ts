/**
 * Annual returns (issue #31): the returns and their progress, a campus's return with its
 * snapshot, findings and lists, the approval's steps, the snapshot of every campus in the
 * background, and the deadline reminders' job, sent every hour. Rules live in the services
 * beside this file; each entry here names its schemas and access.
 */
import {
  NoBodySchema,
  AnnualReturnSchema,
  CampusReturnParamsSchema,
  CampusReturnSchema,
  ExplainFindingSchema,
  FindingParamsSchema,
  IdParamsSchema,
  OpenReturnSchema,
  ReturnDecisionSchema,
  ReturnJobParamsSchema,
  ReturnListQuerySchema,
  ReturnProgressQuerySchema,
  ReturnProgressSchema,
  ReturnSnapshotsJobSchema,
  ReturnStaffPageSchema,
  ReturnStudentPageSchema,
  ReturnToCampusSchema,
  type ReturnSnapshotsResult,
} from '@hemis/contracts';
import { z } from 'zod';
import { getJob } from '../../lib/jobs.ts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { signedInActor } from '../../plugins/auth.ts';
import { returnProgress } from './return-progress.service.ts';
import {
  RETURN_REMINDER_EVERY_MS,
  RETURN_REMINDER_QUEUE,
  reminderJobId,
  sendReturnReminders,
} from './return-reminders.ts';
import {
  RETURN_SNAPSHOTS_JOB,
  acceptReturn,
  approveReturn,
  defineReturnSnapshotsQueue,
  explainFinding,
  getCampusReturn,
  listReturnStaff,
  listReturnStudents,
  listReturns,
  openReturn,
  returnToCampus,
  snapshotCampus,
  startReturnSnapshots,
  submitReturn,
} from './return-workflow.service.ts';

export const annualReturnRoutes = routesPlugin('annual-return', (app) => {
  defineReturnSnapshotsQueue(app.prisma, app.queue, app.clock, app.log);
  app.queue.define<Record<string, never>>({
    name: RETURN_REMINDER_QUEUE,
    handle: async () => {
      await sendReturnReminders(app.prisma, app.mailer, app.clock, app.log);
    },
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.queue.send(RETURN_REMINDER_QUEUE, {}, reminderJobId(Date.now())).catch((error: unknown) => {
        app.log.warn({ err: error }, 'annual return reminders: the sweep could not be queued');
      });
    }, RETURN_REMINDER_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return [
    // ---- The returns ----------------------------------------------------------------------
    route({
      method: 'GET',
      url: '/AnnualReturn',
      summary:
        'The annual returns, newest fiscal year first, each with how many campuses of the caller’s scope stand in each state',
      access: 'return:read',
      response: z.array(AnnualReturnSchema),
      handler: ({ read }) => listReturns(read()),
    }),
    route({
      method: 'POST',
      url: '/AnnualReturn',
      summary:
        'Open the return of a fiscal year with its census date (within the year) and deadline (after it); a second return of the year answers 409',
      access: 'return:open',
      body: OpenReturnSchema,
      response: AnnualReturnSchema,
      status: 201,
      handler: ({ write, body }) => openReturn(write(), body),
    }),
    route({
      method: 'GET',
      url: '/AnnualReturn/:id/Progress',
      summary:
        'The progress of a return at the caller’s scope: campuses counted by state in total, by university and by province, and one page of the campuses (filtered by university, province, state and name; sorted)',
      access: 'return:read',
      reads: 'reports',
      params: IdParamsSchema,
      query: ReturnProgressQuerySchema,
      response: ReturnProgressSchema,
      handler: ({ read, params, query }) => returnProgress(read(), params.id, query),
    }),
    route({
      method: 'POST',
      url: '/AnnualReturn/:id/Snapshots',
      summary:
        'Take the snapshot of every campus whose return is with the campus (none yet, draft or returned), in the background: answers the job to poll',
      access: 'return:open',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: ReturnSnapshotsJobSchema,
      status: 202,
      handler: ({ write, params }) => startReturnSnapshots(write(), app.queue, params.id),
    }),
    route({
      method: 'GET',
      url: '/AnnualReturn/:id/Snapshots/:jobId',
      summary: 'The snapshots job’s status, progress and result (its owner only)',
      access: 'return:open',
      params: ReturnJobParamsSchema,
      response: ReturnSnapshotsJobSchema,
      handler: ({ request, params }) =>
        getJob<ReturnSnapshotsResult>(app.prisma, {
          id: params.jobId,
          kind: RETURN_SNAPSHOTS_JOB,
          userId: signedInActor(request).userId,
        }),
    }),
    // ---- A campus's return ----------------------------------------------------------------
    route({
      method: 'GET',
      url: '/AnnualReturn/:id/Campus/:campusId',
      summary:
        'A campus’s return: its state, counts, findings with the rows behind them, steps, and whether its signed report of the year is uploaded',
      access: 'return:read',
      params: CampusReturnParamsSchema,
      response: CampusReturnSchema,
      handler: ({ read, params }) => getCampusReturn(read(), params.id, params.campusId),
    }),
    route({
      method: 'POST',
      url: '/AnnualReturn/:id/Campus/:campusId/Snapshot',
      summary:
        'Take or refresh the campus’s snapshot as at the census date and validate it, while the return is with the campus',
      access: 'return:prepare',
      params: CampusReturnParamsSchema,
      body: NoBodySchema,
      response: CampusReturnSchema,
      handler: ({ write, params }) => snapshotCampus(write(), params.id, params.campusId),
    }),
    route({
      method: 'GET',
      url: '/CampusReturn/:id/Students',
      summary: 'The students of a campus’s snapshot as counted, one page (no citizenship numbers)',
      access: 'return:read',
      params: IdParamsSchema,
      query: ReturnListQuerySchema,
      response: ReturnStudentPageSchema,
      handler: ({ read, params, query }) => listReturnStudents(read(), params.id, query),
    }),
    route({
      method: 'GET',
      url: '/CampusReturn/:id/Staff',
      summary: 'The staff of a campus’s snapshot as counted, one page',
      access: 'return:read',
      params: IdParamsSchema,
      query: ReturnListQuerySchema,
      response: ReturnStaffPageSchema,
      handler: ({ read, params, query }) => listReturnStaff(read(), params.id, query),
    }),
    route({
      method: 'PUT',
      url: '/CampusReturn/:id/Findings/:findingId/Explanation',
      summary: 'Explain a warning of the campus’s return, while the return is with the campus',
      access: 'return:prepare',
      params: FindingParamsSchema,
      body: ExplainFindingSchema,
      response: CampusReturnSchema,
      handler: ({ write, params, body }) => explainFinding(write(), params.id, params.findingId, body),
    }),
    // ---- The approval -----------------------------------------------------------------------
    route({
      method: 'POST',
      url: '/CampusReturn/:id/Submit',
      summary:
        'Submit the campus’s return (the version read): without errors, every warning explained, the signed report of the year uploaded',
      access: 'return:submit',
      params: IdParamsSchema,
      body: ReturnDecisionSchema,
      response: CampusReturnSchema,
      handler: ({ write, params, body }) => submitReturn(write(), params.id, body),
    }),
    route({
      method: 'POST',
      url: '/CampusReturn/:id/Approve',
      summary: 'Approve a submitted return of a campus of the university (the version read)',
      access: 'return:review',
      params: IdParamsSchema,
      body: ReturnDecisionSchema,
      response: CampusReturnSchema,
      handler: ({ write, params, body }) => approveReturn(write(), params.id, body),
    }),
    route({
      method: 'POST',
      url: '/CampusReturn/:id/Return',
      summary:
        'Return a campus’s return with what to correct: the university a submitted one, the grants body one the university approved',
      access: ['return:review', 'return:accept'],
      params: IdParamsSchema,
      body: ReturnToCampusSchema,
      response: CampusReturnSchema,
      handler: ({ write, params, body }) => returnToCampus(write(), params.id, body),
    }),
    route({
      method: 'POST',
      url: '/CampusReturn/:id/Accept',
      summary: 'Accept a return the university approved (the version read); it is locked from then on',
      access: 'return:accept',
      params: IdParamsSchema,
      body: ReturnDecisionSchema,
      response: CampusReturnSchema,
      handler: ({ write, params, body }) => acceptReturn(write(), params.id, body),
    }),
  ];
});
