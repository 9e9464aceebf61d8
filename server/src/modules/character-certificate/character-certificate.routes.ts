/** Character certificates (api-contract 5.9): the signed copies, and the certificate and its application as PDFs. */
import { z } from 'zod';
import {
  CharacterCertificateFormSchema,
  CharacterCertificateQuerySchema,
  CharacterCertificateSchema,
  GraduationCreatedSchema,
  IdParamsSchema,
} from '@hemis/contracts';
import { recordDocumentRoute, routesPlugin, route } from '../../lib/route-table.ts';
import { sendCertificateApplication, sendCharacterCertificate } from './character-certificate-pdf.ts';
import {
  certificateOfGraduation,
  getCertificate,
  listCertificates,
  sendSignedCertificate,
  uploadSignedCertificate,
} from './character-certificate.service.ts';

export const characterCertificateRoutes = routesPlugin('character certificate', ({ fileStore, printing }) => [
  route({
    method: 'GET',
    url: '/GraduationCC',
    summary: 'The character certificates in scope (?studentId= for an enrolled graduate’s)',
    access: 'graduation:read',
    query: CharacterCertificateQuerySchema,
    response: z.array(CharacterCertificateSchema),
    handler: ({ read, query }) => listCertificates(read(), query),
  }),
  route({
    method: 'GET',
    url: '/GraduationCC/ByGraduationApplication/:id',
    summary: 'The character certificate of a graduation (404 until generated)',
    access: 'graduation:read',
    params: IdParamsSchema,
    response: CharacterCertificateSchema,
    handler: ({ read, params }) => certificateOfGraduation(read(), params.id),
  }),
  route({
    method: 'POST',
    url: '/GraduationCC/GenerateGraduationCharacterCertificate',
    summary: 'Upload the signed character certificate of a graduate (multipart); a new upload replaces the copy kept',
    access: 'graduation:write',
    body: CharacterCertificateFormSchema,
    response: GraduationCreatedSchema,
    status: 201,
    handler: ({ write, body }) => uploadSignedCertificate(write(), fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/GraduationCC/:id',
    summary: 'One character certificate of the caller’s scope',
    access: 'graduation:read',
    params: IdParamsSchema,
    response: CharacterCertificateSchema,
    handler: ({ read, params }) => getCertificate(read(), params.id),
  }),
  route({
    method: 'GET',
    url: '/GraduationCC/:id/file',
    summary: 'The uploaded signed certificate, within scope',
    access: 'graduation:read',
    params: IdParamsSchema,
    handler: ({ read, reply, params }) => sendSignedCertificate(read(), reply, fileStore, params.id),
  }),
  recordDocumentRoute({
    url: '/Graduation/:id/CharacterCertificate/pdf',
    summary: 'The character certificate as a verifiable PDF; records the date it was generated',
    access: 'graduation:write',
    print: printing,
    send: sendCharacterCertificate,
  }),
  recordDocumentRoute({
    url: '/Graduation/:id/CharacterCertificateApplication/pdf',
    summary: 'The printable "Application for Character Certificate" with its clearance boxes, verifiable',
    access: 'graduation:write',
    print: printing,
    send: sendCertificateApplication,
  }),
]);
