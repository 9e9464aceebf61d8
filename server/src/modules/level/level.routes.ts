/** Level routes (spec section 7, api-contract 5.3), with the client's spelling `GetAllLebel`. */
import { z } from 'zod';
import {
  CreateLevelBodySchema,
  IdParamsSchema,
  LevelSchema,
  UniversityIdParamsSchema,
  UpdateLevelBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import { levels } from './level.service.ts';

const levelsOfUniversity = (url: string) =>
  route({
    method: 'GET',
    url,
    summary: 'The levels of a university (0: every level the caller may see)',
    access: 'level:read',
    params: UniversityIdParamsSchema,
    response: z.array(LevelSchema),
    handler: ({ read, params }) => levels.list(read(), params.universityId),
  });

const levelTable = [
  route({
    method: 'GET',
    url: '/Level/GetAllLevels',
    summary: 'Every level the caller may see',
    access: 'level:read',
    response: z.array(LevelSchema),
    handler: ({ read }) => levels.list(read()),
  }),
  // The client's misspelt path (api-contract 5.3), and the correct one beside it.
  levelsOfUniversity('/level/GetAllLebel/:universityId'),
  levelsOfUniversity('/Level/GetAllLevels/:universityId'),
  // The client reads one level at the lower-case path.
  route({
    method: 'GET',
    url: '/level/:id',
    summary: 'One level',
    access: 'level:read',
    params: IdParamsSchema,
    response: LevelSchema,
    handler: ({ read, params }) => levels.get(read(), params.id),
  }),
  ...recordRoutes({
    path: '/Level',
    item: LevelSchema,
    create: {
      summary: 'Add a level; 409 "Level already exists!"',
      access: 'level:create',
      body: CreateLevelBodySchema,
      write: levels.create,
    },
    update: {
      method: 'PATCH',
      summary: 'Update a level',
      access: 'level:update',
      body: UpdateLevelBodySchema,
      write: levels.update,
    },
  }),
];

export const levelRoutes = routesPlugin('level', levelTable);
