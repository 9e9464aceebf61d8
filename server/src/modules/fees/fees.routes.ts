/** Fee routes (spec section 7, api-contract 5.10): course fee types, fee items and the program fee setup. */
import { z } from 'zod';
import {
  CreateFeeSetupBodySchema,
  CreateFeeTypeBodySchema,
  CreateGeneralFeeTypeBodySchema,
  FeeSetupSchema,
  FeeTypeListQuerySchema,
  FeeTypeListResponseSchema,
  FeeTypeSchema,
  GeneralFeeTypeListQuerySchema,
  GeneralFeeTypeListResponseSchema,
  GeneralFeeTypeSchema,
  UpdateFeeTypeBodySchema,
  UpdateGeneralFeeTypeBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin } from '../../lib/route-table.ts';
import {
  createFeeSetup,
  createFeeType,
  createGeneralFeeType,
  getFeeType,
  getGeneralFeeType,
  listFeeSetups,
  listFeeTypes,
  listGeneralFeeTypes,
  updateFeeType,
  updateGeneralFeeType,
} from './fees.service.ts';

const feeTable = [
  ...recordRoutes({
    path: '/FeeType',
    item: FeeTypeSchema,
    list: {
      summary: 'Course-specific fee types in scope; an array without paging parameters, a page with them',
      access: 'fee:read',
      query: FeeTypeListQuerySchema,
      response: FeeTypeListResponseSchema,
      read: listFeeTypes,
    },
    get: { summary: 'One course-specific fee type', access: 'fee:read', read: getFeeType },
    create: {
      summary: 'Add a course-specific fee type; 409 "Course-specific Fee Type already exists!"',
      access: 'fee:write',
      body: CreateFeeTypeBodySchema,
      write: createFeeType,
    },
    update: {
      method: 'PUT',
      summary: 'Update a course-specific fee type',
      access: 'fee:write',
      body: UpdateFeeTypeBodySchema,
      write: updateFeeType,
    },
  }),
  ...recordRoutes({
    path: '/GeneralFeeType',
    item: GeneralFeeTypeSchema,
    list: {
      summary: 'Fee items in scope; { data, totalRecords } with pageNumber/pageSize',
      access: 'fee:read',
      query: GeneralFeeTypeListQuerySchema,
      response: GeneralFeeTypeListResponseSchema,
      read: listGeneralFeeTypes,
    },
    get: { summary: 'One fee item', access: 'fee:read', read: getGeneralFeeType },
    create: {
      summary: 'Add a fee item of the campus',
      access: 'fee:write',
      body: CreateGeneralFeeTypeBodySchema,
      write: createGeneralFeeType,
    },
    update: {
      method: 'PUT',
      summary: 'Update a fee item',
      access: 'fee:write',
      body: UpdateGeneralFeeTypeBodySchema,
      write: updateGeneralFeeType,
    },
  }),
  ...recordRoutes({
    path: '/FeeSetup',
    item: FeeSetupSchema,
    list: {
      summary: 'The program fee setups in scope (legacy)',
      access: 'fee:read',
      response: z.array(FeeSetupSchema),
      read: listFeeSetups,
    },
    create: {
      summary: 'Set what a batch of a program pays for a fee type in a fiscal year (legacy Program Fee Setup)',
      access: 'fee:write',
      body: CreateFeeSetupBodySchema,
      write: createFeeSetup,
    },
  }),
];

export const feeRoutes = routesPlugin('fees', feeTable);
