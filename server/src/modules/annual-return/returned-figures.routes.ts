/**
 * The national figures "as returned" (issue #31): the students and staff of a fiscal year's
 * accepted annual returns, at the reader's scope, for the grants body's dashboard. The whole
 * statistical report as returned is StatisticalReport/pdf?source=returned.
 */
import { IdParamsSchema, ReturnedFiguresQuerySchema, ReturnedFiguresSchema } from '@hemis/contracts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { returnedFigures } from './returned-figures.service.ts';

export const returnedFiguresRoutes = routesPlugin('annual-return-figures', () => [
  route({
    method: 'GET',
    url: '/AnnualReturn/:id/Figures',
    summary:
      'Students by gender and teaching and non-teaching staff as returned: counted from the accepted returns of the fiscal year only, in all and by university, at the caller’s scope or one university or campus in it, with how many campuses are in',
    access: 'return:read',
    // It needs a return: npm run bench reads it apart from the reports it reads with no parameters.
    report: false,
    reads: 'reports',
    params: IdParamsSchema,
    query: ReturnedFiguresQuerySchema,
    response: ReturnedFiguresSchema,
    handler: ({ read, params, query }) => returnedFigures(read(), params.id, query),
  }),
]);
