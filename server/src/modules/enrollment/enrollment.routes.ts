/** Legacy enrolment routes (/enrollment/:id, api-contract 5.5: Enrollment); signed in now, unlike the original. */
import { z } from 'zod';
import {
  EnrollmentBodySchema,
  EnrollmentCreatedSchema,
  EnrollmentQuerySchema,
  EnrollmentSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { createEnrollment, listEnrollments, listOwnEnrollments } from './enrollment.service.ts';

const enrollmentTable = [
  route({
    method: 'POST',
    url: '/Enrollment',
    summary: 'Record a student’s enrolment payment (multipart, with the receipt’s scan)',
    access: 'student:write',
    body: EnrollmentBodySchema,
    response: EnrollmentCreatedSchema,
    status: 201,
    handler: ({ write, body, request }) => createEnrollment(write(), request.server.fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/Enrollment',
    summary: 'A student’s enrolment payments, newest first',
    access: 'student:read',
    query: EnrollmentQuerySchema,
    response: z.array(EnrollmentSchema),
    handler: ({ read, query }) => listEnrollments(read(), query.studentId),
  }),
  route({
    method: 'GET',
    url: '/Enrollment/Me',
    summary: 'The signed-in student’s own enrolment payments, newest first',
    access: 'student:self',
    response: z.array(EnrollmentSchema),
    handler: ({ read }) => listOwnEnrollments(read()),
  }),
];

export const enrollmentRoutes = routesPlugin('enrollment', enrollmentTable);
