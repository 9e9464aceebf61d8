/** A campus's signatories (api-contract 5.7: uploadsign), with their private images. */
import { z } from 'zod';
import {
  CampusSetupListQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  SignatureFormSchema,
  SignatureImageParamsSchema,
  SignatureSchema,
  SignatureSummarySchema,
  SignatureUpdateFormSchema,
  SignatureUploadedSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  deleteSignature,
  getSignature,
  listEmployeeSignatures,
  listSignatures,
  sendSignatureImage,
  updateSignature,
  uploadSignature,
} from './signature.service.ts';

export const signatureRoutes = routesPlugin('signature', ({ fileStore }) => [
  route({
    method: 'GET',
    url: '/uploadsign',
    summary: 'The signatories of the caller’s campus by index (others: ?campusId=)',
    access: 'signature:read',
    query: CampusSetupListQuerySchema,
    response: z.array(SignatureSchema),
    handler: ({ read, query }) => listSignatures(read(), query.campusId),
  }),
  route({
    method: 'POST',
    url: '/uploadsign/upload',
    summary:
      'Add a signatory of the caller’s campus (multipart, with the signature image); answers "Upload successful"',
    access: 'signature:write',
    body: SignatureFormSchema,
    response: SignatureUploadedSchema,
    handler: ({ write, body }) => uploadSignature(write(), fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/uploadsign/by-employee/:id',
    summary: 'The signatories recorded for one employee',
    access: 'signature:read',
    params: IdParamsSchema,
    response: z.array(SignatureSummarySchema),
    handler: ({ read, params }) => listEmployeeSignatures(read(), params.id),
  }),
  route({
    method: 'GET',
    url: '/uploadsign/:id',
    summary: 'One signatory of the caller’s scope',
    access: 'signature:read',
    params: IdParamsSchema,
    response: SignatureSchema,
    handler: ({ read, params }) => getSignature(read(), params.id),
  }),
  route({
    method: 'PATCH',
    url: '/uploadsign/:id',
    summary: 'Edit a signatory (multipart); images sent replace the kept ones',
    access: 'signature:write',
    params: IdParamsSchema,
    body: SignatureUpdateFormSchema,
    response: SignatureSchema,
    handler: ({ write, params, body }) => updateSignature(write(), fileStore, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/uploadsign/:id',
    summary: 'Remove a signatory and its images',
    access: 'signature:write',
    params: IdParamsSchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => deleteSignature(write(), fileStore, params.id),
  }),
  route({
    method: 'GET',
    url: '/uploadsign/:id/image/:which',
    summary: 'A signatory’s signature, stamp or institution image (private)',
    access: 'signature:read',
    params: SignatureImageParamsSchema,
    handler: ({ read, reply, params }) => sendSignatureImage(read(), reply, fileStore, params.id, params.which),
  }),
]);
