/** Student upgrade routes (api-contract 5.5: StudentUpgrade). */
import {
  StudentUpgradeAnswerSchema,
  StudentUpgradeBodySchema,
  StudentUpgradeListQuerySchema,
  StudentUpgradePageSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { listUpgradeCandidates, upgradeStudents } from './student-upgrade.service.ts';

const studentUpgradeTable = [
  route({
    method: 'GET',
    url: '/StudentUpgrade/GetStudentUpgradePaginated',
    summary:
      'Active verified students with their current and next semester or year, and whether an upgrade placed them',
    access: 'student:read',
    query: StudentUpgradeListQuerySchema,
    response: StudentUpgradePageSchema,
    handler: ({ read, query }) => listUpgradeCandidates(read(), query),
  }),
  route({
    method: 'POST',
    url: '/StudentUpgrade',
    summary:
      'Move students to their next semester or year (computed on the server); text "student upgrade success" or "students already upgraded"',
    access: 'student:write',
    body: StudentUpgradeBodySchema,
    otherResponses: { 200: StudentUpgradeAnswerSchema },
    // The clients compare the answer's text, so it is sent as text rather than a JSON string.
    handler: async ({ write, body, reply }) =>
      reply.type('text/plain; charset=utf-8').send(await upgradeStudents(write(), body)),
  }),
];

export const studentUpgradeRoutes = routesPlugin('student-upgrade', studentUpgradeTable);
