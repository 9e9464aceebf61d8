import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { reportRoutes, unmarkedReportLikeRoutes, type OpenApiDocument } from './report-routes.ts';

let test: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  test = await createTestApp();
  document = (await test.api.get('/api/docs/json').expect(200)).body as OpenApiDocument;
});
afterAll(() => test.close());

describe('the reports the bench measures', () => {
  it('leave out no route of a report module, nor any route that sounds like a report, unless it says it is no figures', () => {
    expect(unmarkedReportLikeRoutes(document)).toEqual([]);
  });

  it('are every dashboard figure and report table of the app, each readable with no parameters', () => {
    const paths = reportRoutes(document).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Student/GetTotalStudents',
        '/api/Dashboard/Trend-summary',
        '/api/Dashboard/college/StudentTeacherRatio',
        '/api/Dashboard/GetStudentsDropOutReport',
        '/api/Dashboard/GetAnnualProgramReport',
        '/api/Employee/Report/GetTeachingStaffByPostSummary',
        '/api/Student/Report/GetStudentByDistrict',
        '/api/DropOut/GetDropoutOfFiscalYear',
        '/api/Dashboard/GetPassRateByProgram',
        '/api/PassRateCalculation/GetPassRateCalculation',
      ]),
    );
    expect(paths).not.toContain('/api/StatisticalReport/pdf');
    expect(paths).not.toContain('/api/CampusReport');
    expect(paths).not.toContain('/api/BulkExamAttend');
  });

  it('stop the bench when a report needs a parameter it cannot know', () => {
    const needsYear: OpenApiDocument = {
      paths: {
        '/api/Dashboard/Something': {
          get: { 'x-report': 'figures', parameters: [{ in: 'query', name: 'fiscalYearId', required: true }] },
        },
      },
    };
    expect(() => reportRoutes(needsYear)).toThrow(/needs query fiscalYearId/);
  });
});
