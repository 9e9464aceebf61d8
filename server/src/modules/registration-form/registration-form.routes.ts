/** The student's registration form as a verifiable PDF (api-contract 8.1, /student-management/registration-form/:studentId). */
import { recordDocumentRoute, routesPlugin } from '../../lib/route-table.ts';
import { sendRegistrationForm } from './registration-form.service.ts';

export const registrationFormRoutes = routesPlugin('registration-form', ({ printing }) => [
  recordDocumentRoute({
    url: '/Student/:id/RegistrationForm/pdf',
    summary: 'The student’s "Application form for the Registration" (PDF with its verification code)',
    access: 'student:read',
    print: printing,
    send: sendRegistrationForm,
  }),
]);
