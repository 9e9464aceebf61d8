/**
 * One made-up person as the registration form would hold them: name in English and
 * Devanagari, ethnic group, religion, contact numbers, home address and guardians. Pure
 * functions of a random stream, so a seed gives the same people.
 */
import { adToBs, formatCalendarDate } from '@hemis/contracts';
import { PROVINCE_POPULATION_SHARES } from './catalogue.ts';
import {
  DISABILITY_TYPES,
  EDG_GROUPS,
  ETHNIC_SHARES,
  FEMALE_MIDDLE_NAMES,
  FEMALE_NAMES,
  MALE_MIDDLE_NAMES,
  MALE_NAMES,
  MUSLIM_FEMALE_NAMES,
  MUSLIM_MALE_NAMES,
  OCCUPATIONS,
  SURNAMES,
  TOLES,
  religionWeights,
  type Name,
} from './names.ts';
import { WeightedTable, type Random } from './random.ts';
import type { AddressTree, District, LocalLevel } from './world.ts';

export type Gender = 'male' | 'female' | 'other';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 as the AD date `YYYY-MM-DD` and its BS date, computed once per day. */
export class Days {
  private readonly cache = new Map<number, { ad: string; bs: string }>();

  of(day: number): { ad: string; bs: string } {
    let found = this.cache.get(day);
    if (!found) {
      const date = new Date(day * DAY_MS);
      const ad = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      found = { ad: formatCalendarDate(ad), bs: formatCalendarDate(adToBs(ad)) };
      this.cache.set(day, found);
    }
    return found;
  }

  static fromUtc(year: number, month: number, day: number): number {
    return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
  }

  static toDate(day: number): Date {
    return new Date(day * DAY_MS);
  }
}

const genderTable = new WeightedTable<Gender>([
  { value: 'female', weight: 52 },
  { value: 'male', weight: 47.8 },
  { value: 'other', weight: 0.2 },
]);
const ethnicTable = new WeightedTable(ETHNIC_SHARES);
const groups = Object.keys(SURNAMES);
const religionTables = new Map(
  [...groups, 'none'].map((group) => [group, new WeightedTable(religionWeights(group === 'none' ? null : group))]),
);

export interface PersonName {
  first: string;
  middle: string | null;
  last: string;
  nepali: string;
}

function givenName(random: Random, gender: Gender, group: string | null): Name {
  const female = gender === 'female' || (gender === 'other' && random.chance(0.5));
  if (group === 'Muslim') return random.pick(female ? MUSLIM_FEMALE_NAMES : MUSLIM_MALE_NAMES);
  return random.pick(female ? FEMALE_NAMES : MALE_NAMES);
}

export function personName(random: Random, gender: Gender, group: string | null, surname?: Name): PersonName {
  const [first, firstNepali] = givenName(random, gender, group);
  const [last, lastNepali] = surname ?? random.pick(SURNAMES[group ?? random.pick(groups)]!);
  const middle =
    group !== 'Muslim' && random.chance(0.25)
      ? random.pick(gender === 'female' ? FEMALE_MIDDLE_NAMES : MALE_MIDDLE_NAMES)
      : null;
  return {
    first,
    middle: middle?.[0] ?? null,
    last,
    nepali: [firstNepali, middle?.[1], lastNepali].filter(Boolean).join(' '),
  };
}

export interface Person {
  gender: Gender;
  ethnicity: string | null;
  edg: boolean;
  religion: string;
  name: PersonName;
  surname: Name;
  disabilityType: string | null;
}

export function person(random: Random): Person {
  const gender = genderTable.pick(random);
  const ethnicity = ethnicTable.pick(random);
  const surname = random.pick(SURNAMES[ethnicity ?? random.pick(groups)]!);
  return {
    gender,
    ethnicity,
    edg: ethnicity !== null && EDG_GROUPS.has(ethnicity),
    religion: religionTables.get(ethnicity ?? 'none')!.pick(random),
    name: personName(random, gender, ethnicity, surname),
    surname,
    disabilityType: random.chance(0.012) ? random.pick(DISABILITY_TYPES) : null,
  };
}

export const mobile = (random: Random) => `${random.pick(['98', '97'])}${random.digits(8)}`;

export interface Address {
  localLevel: LocalLevel;
  wardNo: number;
  locality: string | null;
  houseNo: string | null;
}

/** Picks a home: mostly near the campus, sometimes elsewhere in its province, else anywhere by population. */
export class Homes {
  private readonly nationwide: WeightedTable<District>;

  constructor(private readonly tree: AddressTree) {
    this.nationwide = new WeightedTable(
      tree.districts.map((district) => ({
        value: district,
        weight:
          (PROVINCE_POPULATION_SHARES[district.provinceName] ?? 1) /
          tree.districts.filter((other) => other.provinceId === district.provinceId).length,
      })),
    );
  }

  homeDistrict(random: Random, campusDistrict: District | undefined): District {
    const roll = random.next();
    if (campusDistrict && roll < 0.55) return campusDistrict;
    if (campusDistrict && roll < 0.8) {
      return random.pick(this.tree.districts.filter((district) => district.provinceId === campusDistrict.provinceId));
    }
    return this.nationwide.pick(random);
  }

  addressIn(random: Random, district: District, near?: LocalLevel): Address {
    const localLevel = near && random.chance(0.5) ? near : random.pick(district.localLevels);
    return {
      localLevel,
      wardNo: random.int(1, Math.max(1, localLevel.wards)),
      locality: random.chance(0.7) ? random.pick(TOLES) : null,
      houseNo: random.chance(0.3) ? String(random.int(1, 999)) : null,
    };
  }
}

export interface Guardian {
  relation: 'father' | 'mother' | 'guardian';
  name: string;
  occupation: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

const fullName = (name: PersonName) => [name.first, name.middle, name.last].filter(Boolean).join(' ');

export function guardians(random: Random, student: Person, home: Address): Guardian[] {
  const result: Guardian[] = [];
  const group = student.ethnicity;
  if (random.chance(0.96)) {
    const father = personName(random, 'male', group, student.surname);
    result.push({
      relation: 'father',
      name: fullName(father),
      occupation: random.pick(OCCUPATIONS.filter((occupation) => occupation !== 'Homemaker')),
      phone: random.chance(0.8) ? mobile(random) : null,
      email: random.chance(0.1) ? `${father.first}.${father.last}${random.digits(3)}@gmail.com`.toLowerCase() : null,
      address: null,
    });
  }
  if (random.chance(0.93)) {
    const mother = personName(random, 'female', group, student.surname);
    result.push({
      relation: 'mother',
      name: fullName(mother),
      occupation: random.chance(0.45) ? 'Homemaker' : random.pick(OCCUPATIONS),
      phone: random.chance(0.55) ? mobile(random) : null,
      email: null,
      address: null,
    });
  }
  if (random.chance(0.18)) {
    const guardian = personName(random, random.chance(0.6) ? 'male' : 'female', group, student.surname);
    result.push({
      relation: 'guardian',
      name: fullName(guardian),
      occupation: random.pick(OCCUPATIONS),
      phone: mobile(random),
      email: null,
      address: `${home.localLevel.name}-${home.wardNo}, ${home.localLevel.district.name}`,
    });
  }
  return result;
}
