/** Student transfer routes (api-contract 5.6: StudentTransfer), with the target campus's side. */
import {
  AcceptedTransferSchema,
  IdParamsSchema,
  NoBodySchema,
  StudentTransferBodySchema,
  StudentTransferCreatedSchema,
  StudentTransferListQuerySchema,
  StudentTransferPageSchema,
  TransferTargetCampusSchema,
} from '@hemis/contracts';
import { z } from 'zod';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  acceptTransfer,
  listIncomingTransfers,
  listTransferTargetCampuses,
  listOutgoingTransfers,
  sendTransferDocument,
  transferOut,
} from './student-transfer.service.ts';

const studentTransferTable = [
  route({
    method: 'POST',
    url: '/StudentTransfer',
    summary:
      'Transfer a student out (multipart): they leave the active lists; to a campus in HEMIS the transfer waits there as pending',
    access: 'student:transfer',
    body: StudentTransferBodySchema,
    response: StudentTransferCreatedSchema,
    status: 201,
    handler: ({ write, body, request }) => transferOut(write(), request.server.fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/StudentTransfer/TargetCampuses',
    summary: 'The campuses in HEMIS a student can be transferred to (names only)',
    access: 'student:transfer',
    response: z.array(TransferTargetCampusSchema),
    handler: ({ read }) => listTransferTargetCampuses(read()),
  }),
  route({
    method: 'GET',
    url: '/StudentTransfer/Incoming',
    summary: 'Pending transfers into the caller’s campus',
    access: 'student:read',
    query: StudentTransferListQuerySchema,
    response: StudentTransferPageSchema,
    handler: ({ read, query }) => listIncomingTransfers(read(), query),
  }),
  route({
    method: 'GET',
    url: '/StudentTransfer/Outgoing',
    summary: 'Transfers out of the caller’s campus, in every state',
    access: 'student:read',
    query: StudentTransferListQuerySchema,
    response: StudentTransferPageSchema,
    handler: ({ read, query }) => listOutgoingTransfers(read(), query),
  }),
  route({
    method: 'POST',
    url: '/StudentTransfer/:id/Accept',
    summary: 'Accept a transfer into the caller’s campus: the student’s new record here, active and not yet verified',
    access: 'student:transfer',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: AcceptedTransferSchema,
    status: 201,
    handler: ({ write, params }) => acceptTransfer(write(), params.id),
  }),
  route({
    method: 'GET',
    url: '/StudentTransfer/:id/document',
    summary: 'The transfer document, for the source and the target campus',
    access: 'student:read',
    params: IdParamsSchema,
    handler: ({ read, params, request, reply }) =>
      sendTransferDocument(read(), request.server.fileStore, params.id, reply),
  }),
];

export const studentTransferRoutes = routesPlugin('student-transfer', studentTransferTable);
