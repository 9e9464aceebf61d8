/**
 * A campus's image gallery (spec section 2, `/image`; the contract documents no API for it):
 * the list, the multipart upload, the caption edit and the delete, and each image's file
 * through a scoped route. The images are part of the campus's infrastructure record, so they
 * share its permissions.
 */
import {
  CampusImageListQuerySchema,
  CampusImageListSchema,
  CampusImageSchema,
  CreateCampusImageBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  UpdateCampusImageBodySchema,
} from '@hemis/contracts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import {
  createCampusImage,
  deleteCampusImage,
  listCampusImages,
  sendCampusImageFile,
  updateCampusImage,
} from './campus-image.service.ts';

export const campusImageRoutes = routesPlugin('campus-image', ({ fileStore }) => [
  route({
    method: 'GET',
    url: '/CampusImage',
    summary:
      'The campus images of the caller’s scope, newest first: an array, or one page with its totals when page is given; by campus',
    access: 'infrastructure:read',
    query: CampusImageListQuerySchema,
    response: CampusImageListSchema,
    handler: ({ read, query }) => listCampusImages(read(), query),
  }),
  route({
    method: 'POST',
    url: '/CampusImage',
    summary: 'Upload an image of the caller’s campus with its caption (multipart: image, caption)',
    access: 'infrastructure:write',
    body: CreateCampusImageBodySchema,
    response: CampusImageSchema,
    status: 201,
    handler: ({ write, body }) => createCampusImage(write(), fileStore, body),
  }),
  route({
    method: 'PATCH',
    url: '/CampusImage/:id',
    summary: 'Change the caption of an image of the campus',
    access: 'infrastructure:write',
    params: IdParamsSchema,
    body: UpdateCampusImageBodySchema,
    response: CampusImageSchema,
    handler: ({ write, params, body }) => updateCampusImage(write(), params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/CampusImage/:id',
    summary: 'Delete an image of the campus with its file',
    access: 'infrastructure:write',
    params: IdParamsSchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => deleteCampusImage(write(), fileStore, params.id),
  }),
  route({
    method: 'GET',
    url: '/CampusImage/:id/file',
    summary: 'An image of a campus within the caller’s scope (never cached, never sniffed)',
    access: 'infrastructure:read',
    params: IdParamsSchema,
    handler: ({ read, reply, params }) => sendCampusImageFile(read(), reply, fileStore, params.id),
  }),
]);
