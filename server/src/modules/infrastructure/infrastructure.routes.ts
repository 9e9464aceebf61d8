/**
 * Infrastructure routes (api-contract 5.12): each register lists, reads, adds and updates its
 * records at the contract's path (PATCH for `Facilty`, PUT for the others), and archives one
 * with a reason at `{path}/{id}/archive`, since the contract has no DELETE. InfrastructureSummary
 * sums them for a campus, a university or the country.
 */
import { z } from 'zod';
import {
  ArchiveRecordBodySchema,
  BuildingSchema,
  CreateBuildingBodySchema,
  CreateFacilityBodySchema,
  CreateFurnitureEquipmentVehicleBodySchema,
  CreateHostelBodySchema,
  CreateLabBodySchema,
  CreateLandBodySchema,
  CreateLibraryBodySchema,
  FacilitySchema,
  FurnitureEquipmentVehicleSchema,
  HostelSchema,
  IdParamsSchema,
  INFRASTRUCTURE_GROUPING_LABELS,
  InfrastructureListQuerySchema,
  InfrastructureSummaryQuerySchema,
  InfrastructureSummarySchema,
  STATISTICAL_REPORT_MESSAGES,
  infrastructureSummaryColumns,
  infrastructureSummaryLines,
  LabSchema,
  LandSchema,
  LibrarySchema,
  UpdateBuildingBodySchema,
  UpdateFacilityBodySchema,
  UpdateFurnitureEquipmentVehicleBodySchema,
  UpdateHostelBodySchema,
  UpdateLabBodySchema,
  UpdateLandBodySchema,
  UpdateLibraryBodySchema,
  type ArchiveRecordBodyParsed,
  type IdParams,
} from '@hemis/contracts';
import type { ReportPrint } from '../../lib/report-file.ts';
import { downloadableReportRoute } from '../../lib/report-route.ts';
import { recordRoutes, routesPlugin, type RouteEntry } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import { infrastructureSummary } from './infrastructure-summary.service.ts';
import {
  buildings,
  facilities,
  hostels,
  inventoryItems,
  labs,
  lands,
  libraries,
  type RegisterService,
} from './infrastructure.service.ts';

/** One register's routes: what it is called in the summaries, its schemas and its service. */
function registerRoutes<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(register: {
  path: string;
  /** "land", "a building": names the records in the summaries. */
  records: string;
  item: Item;
  create: Create;
  update: Update;
  updateMethod?: 'PUT' | 'PATCH';
  service: RegisterService<z.output<Create>, z.output<Update>, z.input<Item>>;
}): RouteEntry[] {
  const { path, records, item, service } = register;
  return [
    ...recordRoutes({
      path,
      item,
      list: {
        summary: `The campus’s ${records} in use (archived=true: the archived ones); a university’s or the country’s within scope`,
        access: 'infrastructure:read',
        query: InfrastructureListQuerySchema,
        response: z.array(item),
        read: service.list,
      },
      get: {
        summary: `One record of the ${records} register, archived or not`,
        access: 'infrastructure:read',
        read: service.get,
      },
      create: {
        summary: `Add to the campus’s ${records}`,
        access: 'infrastructure:write',
        body: register.create,
        write: service.create,
      },
      update: {
        method: register.updateMethod ?? 'PUT',
        summary: `Update a record of the campus’s ${records}; an archived one answers 409`,
        access: 'infrastructure:write',
        body: register.update,
        write: service.update,
      },
    }),
    {
      method: 'POST',
      url: `${path}/:id/archive`,
      summary: `Archive a record of the campus’s ${records} entered by mistake, with a reason: it leaves the list and is kept`,
      access: 'infrastructure:write',
      params: IdParamsSchema,
      body: ArchiveRecordBodySchema,
      response: item,
      // The schemas above validate the request; in this generic entry the parsed values lose their types.
      handler: ({ write, params, body }) =>
        service.archive(write(), (params as IdParams).id, body as ArchiveRecordBodyParsed),
    },
  ];
}

const infrastructureTable = [
  ...registerRoutes({
    path: '/Lands',
    records: 'land',
    item: LandSchema,
    create: CreateLandBodySchema,
    update: UpdateLandBodySchema,
    service: lands,
  }),
  ...registerRoutes({
    path: '/Buildings',
    records: 'buildings',
    item: BuildingSchema,
    create: CreateBuildingBodySchema,
    update: UpdateBuildingBodySchema,
    service: buildings,
  }),
  ...registerRoutes({
    path: '/Labs',
    records: 'labs',
    item: LabSchema,
    create: CreateLabBodySchema,
    update: UpdateLabBodySchema,
    service: labs,
  }),
  ...registerRoutes({
    path: '/Hostels',
    records: 'hostels',
    item: HostelSchema,
    create: CreateHostelBodySchema,
    update: UpdateHostelBodySchema,
    service: hostels,
  }),
  ...registerRoutes({
    path: '/Facilty',
    records: 'facilities',
    item: FacilitySchema,
    create: CreateFacilityBodySchema,
    update: UpdateFacilityBodySchema,
    updateMethod: 'PATCH',
    service: facilities,
  }),
  ...registerRoutes({
    path: '/Library',
    records: 'libraries',
    item: LibrarySchema,
    create: CreateLibraryBodySchema,
    update: UpdateLibraryBodySchema,
    service: libraries,
  }),
  ...registerRoutes({
    path: '/FurnitureEquipmentVehicle',
    records: 'furniture, equipment and vehicles',
    item: FurnitureEquipmentVehicleSchema,
    create: CreateFurnitureEquipmentVehicleBodySchema,
    update: UpdateFurnitureEquipmentVehicleBodySchema,
    service: inventoryItems,
  }),
];

/** The registers summed at the reader's scope, one university or campus of it, by campus type or province. */
const summaryRoute = (print: ReportPrint) =>
  downloadableReportRoute({
    url: '/InfrastructureSummary',
    summary:
      'Land and built area, classrooms, labs by type, hostel seats by type, library holdings, facilities available and adequate, and furniture, equipment and vehicles, as the registers in use stand, at the caller’s scope or one university or campus in it, in all or by campus type or province',
    title: 'Infrastructure summary',
    access: ['infrastructure:read', 'report:read'],
    query: InfrastructureSummaryQuerySchema,
    response: InfrastructureSummarySchema,
    compute: infrastructureSummary,
    fileRows: infrastructureSummaryLines,
    columns: infrastructureSummaryColumns,
    describe: async (db, query) => [
      ...(await describeFilters(db, query, { ofFiscalYear: false })),
      ...(query.groupBy ? [`By ${INFRASTRUCTURE_GROUPING_LABELS[query.groupBy].toLowerCase()}`] : []),
      STATISTICAL_REPORT_MESSAGES.infrastructureAsRecorded,
    ],
    print,
    // Registers change a few times a year; beyond a campus, eight aggregates over the country's
    // registers for every reader served half the requests a bare route does.
    snapshot: 'infrastructure-summary',
  });

export const infrastructureRoutes = routesPlugin('infrastructure', (app) => [
  ...infrastructureTable,
  summaryRoute(app.printing),
]);
