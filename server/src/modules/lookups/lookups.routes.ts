/** National lookups (spec section 7, api-contract 5.2), with the client's spellings (`EthinicGroup`). */
import {
  AgeGroupSchema,
  BatchSchema,
  CreateAgeGroupBodySchema,
  CreateBatchBodySchema,
  CreateEmployeePositionBodySchema,
  CreateEthnicGroupBodySchema,
  EmployeePositionSchema,
  EthnicGroupSchema,
  FiscalYearSchema,
  SemesterOptionsSchema,
  UpdateBatchBodySchema,
  UpdateEmployeePositionBodySchema,
  UpdateEthnicGroupBodySchema,
  UpdateFiscalYearBodySchema,
  YearOptionsSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { lookupTable } from './lookup-routes.ts';
import {
  ageGroupStore,
  batchStore,
  employeePositionStore,
  ethnicGroupStore,
  fiscalYearStore,
  semesterOptions,
  toAgeGroup,
  toFiscalYear,
  yearOptions,
} from './lookups.service.ts';

const NATIONAL = { read: 'lookup:read', write: 'lookup:write' } as const;
/** Read without signing in too: the public alumni registration chooses a fiscal year and an ethnic group. */
const NATIONAL_PUBLIC_READ = { read: 'public', write: 'lookup:write' } as const;
const unchanged = <Row>(row: Row) => row;

const fiscalYearRoutes = routesPlugin(
  'fiscal-year',
  lookupTable({
    noun: 'fiscal year',
    store: fiscalYearStore,
    item: FiscalYearSchema,
    toItem: toFiscalYear,
    access: NATIONAL_PUBLIC_READ,
    path: '/FiscalYear',
    list: ['/FiscalYear', '/FiscalYear/GetFiscalYearsForSelection'],
    get: true,
    update: UpdateFiscalYearBodySchema,
  }),
);

const batchRoutes = routesPlugin(
  'batch',
  lookupTable({
    noun: 'batch',
    store: batchStore,
    item: BatchSchema,
    toItem: unchanged,
    access: NATIONAL,
    path: '/Batch',
    list: ['/Batch'],
    get: true,
    create: CreateBatchBodySchema,
    update: UpdateBatchBodySchema,
  }),
);

const ethnicGroupRoutes = routesPlugin(
  'ethnic-group',
  lookupTable({
    noun: 'ethnic group',
    store: ethnicGroupStore,
    item: EthnicGroupSchema,
    toItem: unchanged,
    access: NATIONAL_PUBLIC_READ,
    path: '/EthinicGroup',
    list: ['/EthinicGroup'],
    get: true,
    create: CreateEthnicGroupBodySchema,
    update: UpdateEthnicGroupBodySchema,
  }),
);

const employeePositionRoutes = routesPlugin(
  'employee-position',
  lookupTable({
    noun: 'employee position',
    store: employeePositionStore,
    item: EmployeePositionSchema,
    toItem: unchanged,
    access: NATIONAL,
    path: '/EmployeePositions',
    list: ['/EmployeePositions'],
    get: true,
    create: CreateEmployeePositionBodySchema,
    update: UpdateEmployeePositionBodySchema,
  }),
);

// The age bands are read without a token (api-contract 5.2); adding one needs the grants body,
// although the original client sends that without a token too.
const ageGroupRoutes = routesPlugin(
  'age-group',
  lookupTable({
    noun: 'age band',
    store: ageGroupStore,
    item: AgeGroupSchema,
    toItem: toAgeGroup,
    access: { read: 'public', write: 'age-group:write' },
    path: '/AgeManagement',
    list: ['/AgeManagement/GetAll'],
    create: CreateAgeGroupBodySchema,
    createPath: '/AgeManagement/Add',
  }),
);

/** The semesters and years the student upgrade chooses from. */
const studyPeriodRoutes = routesPlugin('lookup', [
  route({
    method: 'GET',
    url: '/StudentUpgrade/Semesters',
    summary: 'The semesters, First to Eighth',
    access: 'lookup:read',
    response: SemesterOptionsSchema,
    handler: async () => semesterOptions(),
  }),
  route({
    method: 'GET',
    url: '/StudentUpgrade/Years',
    summary: 'The years, First to Fourth',
    access: 'lookup:read',
    response: YearOptionsSchema,
    handler: async () => yearOptions(),
  }),
]);

/** Each lookup's routes under its own tag, then the study periods'. */
export const lookupRoutes = [
  fiscalYearRoutes,
  batchRoutes,
  ethnicGroupRoutes,
  employeePositionRoutes,
  ageGroupRoutes,
  studyPeriodRoutes,
];
