import { describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES } from '../messages/messages.ts';
import { UpdateCampusLocationQuerySchema, UpdateCampusProfileBodySchema } from './campus.ts';
import { isNepalPhone } from './fields.ts';
import { CampusListQuerySchema } from './registry.ts';

describe('isNepalPhone', () => {
  it('takes mobile numbers and landline numbers with their area codes, however spaced', () => {
    for (const phone of ['9851012345', '980-1234567', '+977 9841234567', '01-4232376', '061-520123', '014232376']) {
      expect(isNepalPhone(phone), phone).toBe(true);
    }
  });

  it('refuses short, long, foreign and lettered numbers', () => {
    for (const phone of ['12345', '98510123456', '8851012345', '+1 555 0100', '01-42323', 'phone']) {
      expect(isNepalPhone(phone), phone).toBe(false);
    }
  });
});

describe('the campus profile', () => {
  it('leaves out what only the university decides and checks the rest', () => {
    const parsed = UpdateCampusProfileBodySchema.safeParse({
      campusName: 'Renamed',
      campusType: 'private',
      principalPhoneNo: '9851012345',
      dateOfEstdAd: '2001-02-29',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dateOfEstdAd']);
    const valid = UpdateCampusProfileBodySchema.parse({ campusName: 'Renamed', dateOfEstdAd: '2000-02-29' });
    expect(valid).toEqual({ dateOfEstdAd: '2000-02-29' });
  });
});

describe('the GPS screen', () => {
  it('takes a place in Nepal and names each coordinate outside it', () => {
    expect(UpdateCampusLocationQuerySchema.parse({ campusId: '66', latitude: '27.7', longitude: '85.3' })).toEqual({
      campusId: 66,
      latitude: 27.7,
      longitude: 85.3,
    });
    const outside = UpdateCampusLocationQuerySchema.safeParse({ campusId: 66, latitude: 40, longitude: 100 });
    expect(outside.error?.issues.map((issue) => issue.message)).toEqual([
      REGISTRY_MESSAGES.latitudeInNepal,
      REGISTRY_MESSAGES.longitudeInNepal,
    ]);
  });
});

describe('the campus list query', () => {
  it('reads its filters from strings and refuses a type that is not a campus type', () => {
    expect(
      CampusListQuerySchema.parse({
        page: '2',
        pageSize: '50',
        campusType: 'Community',
        universityId: '3',
        district: 'Kaski',
      }),
    ).toMatchObject({ page: 2, pageSize: 50, campusType: 'community', universityId: 3, district: 'Kaski' });
    expect(CampusListQuerySchema.safeParse({ campusType: 'public' }).success).toBe(false);
  });
});
