/**
 * buildApp(config) assembles HEMIS without listening, so tests build the same app.
 * Plugins carry the cross-cutting concerns; modules register their routes under /api.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { DocumentPrint } from './lib/route-table.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { formsPlugin } from './plugins/forms.ts';
import { mailPlugin } from './plugins/mail.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { prismaPlugin } from './plugins/prisma.ts';
import { queuePlugin } from './plugins/queue.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { facultyRoutes } from './modules/faculty/faculty.routes.ts';
import { levelRoutes } from './modules/level/level.routes.ts';
import { programRoutes } from './modules/program/program.routes.ts';
import { majorSubjectRoutes } from './modules/major-subject/major-subject.routes.ts';
import { subjectRoutes } from './modules/subject/subject.routes.ts';
import { lookupRoutes } from './modules/lookups/lookups.routes.ts';
import { feeRoutes } from './modules/fees/fees.routes.ts';
import { receiptRoutes } from './modules/receipt/receipt.routes.ts';
import { receiptReportRoutes } from './modules/receipt-report/receipt-report.routes.ts';
import { holidayRoutes } from './modules/holiday/holiday.routes.ts';
import { universityRoutes } from './modules/university/university.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { singleSignOnRoutes } from './modules/single-sign-on/single-sign-on.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { sessionRoutes } from './modules/auth/sessions.routes.ts';
import { campusRoutes } from './modules/campus/campus.routes.ts';
import { centralDepartmentRoutes } from './modules/central-department/central-department.routes.ts';
import { registryImportRoutes } from './modules/registry-import/registry-import.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { studentRoutes } from './modules/student/student.routes.ts';
import { studentSectionRoutes } from './modules/student-section/student-section.routes.ts';
import { studentUpgradeRoutes } from './modules/student-upgrade/student-upgrade.routes.ts';
import { studentTransferRoutes } from './modules/student-transfer/student-transfer.routes.ts';
import { studentAttendanceRoutes } from './modules/student-attendance/student-attendance.routes.ts';
import { studentDocumentRoutes } from './modules/student-document/student-document.routes.ts';
import { enrollmentRoutes } from './modules/enrollment/enrollment.routes.ts';
import { studentImportRoutes } from './modules/student-import/student-import.routes.ts';
import { studentReportRoutes } from './modules/student-report/student-report.routes.ts';
import { departmentRoutes } from './modules/department/department.routes.ts';
import { employeeRoutes } from './modules/employee/employee.routes.ts';
import { employeeReportRoutes } from './modules/employee-report/employee-report.routes.ts';
import { signatureRoutes } from './modules/signature/signature.routes.ts';
import { employeeAttendanceRoutes } from './modules/employee-attendance/employee-attendance.routes.ts';
import { idCardRoutes } from './modules/id-card/id-card.routes.ts';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes.ts';
import { dropoutRoutes } from './modules/dropout/dropout.routes.ts';
import { scholarshipRoutes } from './modules/scholarship/scholarship.routes.ts';
import { graduationRoutes } from './modules/graduation/graduation.routes.ts';
import { characterCertificateRoutes } from './modules/character-certificate/character-certificate.routes.ts';
import { alumniRoutes } from './modules/alumni/alumni.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { examRoutes } from './modules/exam/exam.routes.ts';
import { statisticalReportRoutes } from './modules/statistical-report/statistical-report.routes.ts';
import { passRateRoutes } from './modules/pass-rate/pass-rate.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { registrationFormRoutes } from './modules/registration-form/registration-form.routes.ts';
import { examResultRoutes } from './modules/exam-result/exam-result.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { infrastructureRoutes } from './modules/infrastructure/infrastructure.routes.ts';
import { researchRoutes } from './modules/research/research.routes.ts';
import { accreditationRoutes } from './modules/accreditation/accreditation.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountStatementRoutes } from './modules/accounts/account-statement.routes.ts';
import { budgetRoutes } from './modules/budget/budget.routes.ts';
import { annualReturnRoutes } from './modules/annual-return/annual-return.routes.ts';
import { returnedFiguresRoutes } from './modules/annual-return/returned-figures.routes.ts';
import { submissionRoutes } from './modules/annual-return/submission.routes.ts';
import { campusImageRoutes } from './modules/campus-image/campus-image.routes.ts';
import { factSheetRoutes } from './modules/fact-sheet/fact-sheet.routes.ts';
import { publicFinanceRoutes } from './modules/public-finance/public-finance.routes.ts';
import { qaaReportRoutes } from './modules/accreditation/qaa-report.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time business rules and recorded moments read (lib/clock.ts): config.clock. */
    clock: Clock;
    /** What printed documents need: the file store their logos and signatures are in, the address their codes are checked at. */
    printing: DocumentPrint;
  }
}

const REQUEST_ID_HEADER = 'x-request-id';

export interface BuildOptions {
  /** Where log lines go; standard output unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Each module's routes, in the order the OpenAPI document lists them. */
const MODULE_ROUTES = [
  authRoutes,
  singleSignOnRoutes,
  twoFactorRoutes,
  sessionRoutes,
  campusRoutes,
  universityRoutes,
  centralDepartmentRoutes,
  registryImportRoutes,
  addressRoutes,
  facultyRoutes,
  levelRoutes,
  programRoutes,
  majorSubjectRoutes,
  subjectRoutes,
  ...lookupRoutes,
  feeRoutes,
  receiptRoutes,
  receiptReportRoutes,
  holidayRoutes,
  settingsRoutes,
  studentRoutes,
  studentSectionRoutes,
  studentUpgradeRoutes,
  studentTransferRoutes,
  studentAttendanceRoutes,
  studentDocumentRoutes,
  enrollmentRoutes,
  studentImportRoutes,
  studentReportRoutes,
  departmentRoutes,
  employeeRoutes,
  employeeReportRoutes,
  signatureRoutes,
  employeeAttendanceRoutes,
  idCardRoutes,
  userAdminRoutes,
  dropoutRoutes,
  scholarshipRoutes,
  graduationRoutes,
  characterCertificateRoutes,
  alumniRoutes,
  dashboardRoutes,
  examRoutes,
  statisticalReportRoutes,
  passRateRoutes,
  verificationRoutes,
  registrationFormRoutes,
  examResultRoutes,
  paymentRoutes,
  infrastructureRoutes,
  researchRoutes,
  campusImageRoutes,
  factSheetRoutes,
  publicFinanceRoutes,
  qaaReportRoutes,
  accreditationRoutes,
  accountsRoutes,
  accountStatementRoutes,
  budgetRoutes,
  annualReturnRoutes,
  returnedFiguresRoutes,
  submissionRoutes,
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Some client URLs end with an encoded newline or space (api-contract 5.7:
    // GetNonTeachingStaffPositionSummary); a path never means one, so it is dropped.
    rewriteUrl: (request) => (request.url ?? '/').replace(/(?:%0A|%0D|%20)+(?=\?|$)/i, ''),
    logController: new OneLinePerRequest(),
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', config.clock);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });

  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
    paymentFormUrl: config.payment.esewa.formUrl,
  });
  await app.register(errorsPlugin);
  await app.register(prismaPlugin, { databaseUrl: config.databaseUrl, reports: config.reports });
  await app.register(queuePlugin, { databaseUrl: config.databaseUrl });
  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(formsPlugin);
  await app.register(mailPlugin);
  await app.register(openapiPlugin);
  await app.register(uploadsPlugin);
  app.decorate('printing', { fileStore: app.fileStore, publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { migrationsDir: config.migrationsDir });
      for (const routes of MODULE_ROUTES) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}
