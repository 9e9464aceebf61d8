/** National lookups (spec section 7, api-contract 5.2), with the client's spellings (`EthinicGroup`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { registerLookup } from './lookup-routes.ts';
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

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLookup(app, {
    tag: 'fiscal-year',
    noun: 'fiscal year',
    store: fiscalYearStore,
    item: FiscalYearSchema,
    toItem: toFiscalYear,
    access: NATIONAL_PUBLIC_READ,
    paths: {
      list: ['/FiscalYear', '/FiscalYear/GetFiscalYearsForSelection'],
      get: '/FiscalYear/:id',
      update: '/FiscalYear/:id',
    },
    update: UpdateFiscalYearBodySchema,
  });

  registerLookup(app, {
    tag: 'batch',
    noun: 'batch',
    store: batchStore,
    item: BatchSchema,
    toItem: unchanged,
    access: NATIONAL,
    paths: { list: ['/Batch'], get: '/Batch/:id', create: '/Batch', update: '/Batch/:id' },
    create: CreateBatchBodySchema,
    update: UpdateBatchBodySchema,
  });

  registerLookup(app, {
    tag: 'ethnic-group',
    noun: 'ethnic group',
    store: ethnicGroupStore,
    item: EthnicGroupSchema,
    toItem: unchanged,
    access: NATIONAL_PUBLIC_READ,
    paths: { list: ['/EthinicGroup'], get: '/EthinicGroup/:id', create: '/EthinicGroup', update: '/EthinicGroup/:id' },
    create: CreateEthnicGroupBodySchema,
    update: UpdateEthnicGroupBodySchema,
  });

  registerLookup(app, {
    tag: 'employee-position',
    noun: 'employee position',
    store: employeePositionStore,
    item: EmployeePositionSchema,
    toItem: unchanged,
    access: NATIONAL,
    paths: {
      list: ['/EmployeePositions'],
      get: '/EmployeePositions/:id',
      create: '/EmployeePositions',
      update: '/EmployeePositions/:id',
    },
    create: CreateEmployeePositionBodySchema,
    update: UpdateEmployeePositionBodySchema,
  });

  // The age bands are read without a token (api-contract 5.2); adding one needs the grants body,
  // although the original client sends that without a token too.
  registerLookup(app, {
    tag: 'age-group',
    noun: 'age band',
    store: ageGroupStore,
    item: AgeGroupSchema,
    toItem: toAgeGroup,
    access: { read: 'public', write: 'age-group:write' },
    paths: { list: ['/AgeManagement/GetAll'], create: '/AgeManagement/Add' },
    create: CreateAgeGroupBodySchema,
  });

  app.get(
    '/StudentUpgrade/Semesters',
    {
      schema: { tags: ['lookup'], summary: 'The semesters, First to Eighth', response: { 200: SemesterOptionsSchema } },
      config: { access: 'lookup:read' },
    },
    async () => semesterOptions(),
  );

  app.get(
    '/StudentUpgrade/Years',
    {
      schema: { tags: ['lookup'], summary: 'The years, First to Fourth', response: { 200: YearOptionsSchema } },
      config: { access: 'lookup:read' },
    },
    async () => yearOptions(),
  );
};
