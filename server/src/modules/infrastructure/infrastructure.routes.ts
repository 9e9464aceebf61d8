/**
 * Infrastructure routes (api-contract 5.12): each register lists, reads, adds and updates its
 * records at the contract's path (PATCH for `Facilty`, PUT for the others), and archives one
 * with a reason at `{path}/{id}/archive`, since the contract has no DELETE.
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
  InfrastructureListQuerySchema,
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
import { recordRoutes, routesPlugin, type RouteEntry } from '../../lib/route-table.ts';
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

export const infrastructureRoutes = routesPlugin('infrastructure', infrastructureTable);
