/**
 * The shape of Nepal's higher education the generator copies: how campuses spread over
 * universities, types and provinces, which programs each kind of campus runs and how
 * popular they are, and what the universities without seeded programs teach. Figures are
 * rounded from the University Grants Commission's yearly reports: some 1,400 campuses, about
 * half private, nine in ten students at Tribhuvan University, most in Bachelor programs.
 */
import type { Weighted } from './random.ts';

export type CampusType = 'constituent' | 'community' | 'private';

/** The university of a campus added beyond the registry, by university code. */
export const UNIVERSITY_SHARES: Weighted<string>[] = [
  { value: 'TU', weight: 76 },
  { value: 'PU', weight: 9 },
  { value: 'PokU', weight: 5 },
  { value: 'KU', weight: 2 },
  { value: 'MWU', weight: 2 },
  { value: 'FWU', weight: 1.5 },
  { value: 'NSU', weight: 1 },
  { value: 'LBU', weight: 0.6 },
  { value: 'RJU', weight: 0.5 },
  { value: 'GU', weight: 0.5 },
  { value: 'AFU', weight: 0.5 },
  { value: 'MBUST', weight: 0.3 },
  { value: 'NOU', weight: 0.2 },
  { value: 'BPKIHS', weight: 0.1 },
  { value: 'NAMS', weight: 0.1 },
  { value: 'PAHS', weight: 0.1 },
  { value: 'KAHS', weight: 0.1 },
];

export const CAMPUS_TYPE_SHARES: Weighted<CampusType>[] = [
  { value: 'constituent', weight: 5 },
  { value: 'community', weight: 37 },
  { value: 'private', weight: 58 },
];

/** Where added campuses stand: Bagmati first, then Koshi and Lumbini. */
export const PROVINCE_CAMPUS_SHARES: Record<string, number> = {
  Koshi: 15,
  Madhesh: 11,
  Bagmati: 34,
  Gandaki: 11,
  Lumbini: 15,
  Karnali: 6,
  Sudurpashchim: 8,
};

/** Where students come from when not from near their campus: the census population by province. */
export const PROVINCE_POPULATION_SHARES: Record<string, number> = {
  Koshi: 17,
  Madhesh: 21,
  Bagmati: 21,
  Gandaki: 8.5,
  Lumbini: 17.5,
  Karnali: 6,
  Sudurpashchim: 9,
};

/** Districts with cities draw more campuses than the rest of their province (weight 1). */
export const DISTRICT_CAMPUS_WEIGHTS: Record<string, number> = {
  Kathmandu: 8,
  Lalitpur: 3,
  Bhaktapur: 2,
  Chitwan: 3,
  Morang: 3,
  Sunsari: 2.5,
  Jhapa: 2.5,
  Kaski: 3.5,
  Rupandehi: 3,
  Dang: 2,
  Banke: 2,
  Parsa: 2,
  Dhanusha: 2,
  Kailali: 2.5,
  Surkhet: 2,
};

/** How many students a campus of each type has, relative to a private campus. */
export const CAMPUS_TYPE_SIZE: Record<CampusType, number> = { constituent: 6, community: 2.2, private: 1 };

/** How many programs a campus of each type runs. */
export const PROGRAMS_PER_CAMPUS: Record<CampusType, readonly [number, number]> = {
  constituent: [3, 7],
  community: [2, 5],
  private: [1, 4],
};

export const CAMPUS_NAME_SUFFIXES: Record<CampusType, readonly string[]> = {
  constituent: ['Multiple Campus', 'Campus', 'Adarsha Multiple Campus'],
  community: ['Multiple Campus', 'Community Campus', 'Campus', 'Janata Campus', 'Sahid Smriti Campus'],
  private: [
    'College',
    'International College',
    'College of Management',
    'Academy',
    'Institute of Technology',
    'Model College',
    'Engineering College',
  ],
};

/**
 * How often a campus of each type runs a program (by short name), and how many students a
 * program draws where it runs. Programs not listed run rarely and draw few.
 */
export const PROGRAM_POPULARITY: Record<
  string,
  { constituent: number; community: number; private: number; students: number }
> = {
  BBS: { constituent: 9, community: 10, private: 4, students: 10 },
  BEd: { constituent: 7, community: 9, private: 1, students: 9 },
  BA: { constituent: 7, community: 7, private: 1, students: 6 },
  BBA: { constituent: 2, community: 3, private: 8, students: 4 },
  BIM: { constituent: 1, community: 1, private: 5, students: 2.5 },
  'BSc CSIT': { constituent: 3, community: 2, private: 6, students: 3 },
  BCA: { constituent: 2, community: 3, private: 6, students: 3 },
  BSc: { constituent: 5, community: 2, private: 1, students: 3 },
  LLB: { constituent: 1, community: 1, private: 1, students: 2 },
  'BE Civil': { constituent: 1, community: 0.5, private: 3, students: 3 },
  'BE Computer': { constituent: 1, community: 0.5, private: 3, students: 3 },
  BBIS: { constituent: 1, community: 0.5, private: 2, students: 2 },
  MBS: { constituent: 8, community: 6, private: 1, students: 3 },
  MBA: { constituent: 2, community: 0.5, private: 2, students: 1.5 },
  MBBS: { constituent: 1, community: 0.3, private: 2, students: 2 },
  'BSc Nursing': { constituent: 1, community: 0.5, private: 3, students: 2 },
  BPH: { constituent: 1, community: 0.5, private: 2, students: 1.5 },
  'BSc Ag': { constituent: 2, community: 1, private: 1, students: 2 },
  'BSc Forestry': { constituent: 1, community: 0.5, private: 0.5, students: 1.5 },
};

/**
 * How many students a program of the level draws beside the campus's other programs: most
 * study for a Bachelor, about one in six for a Master (a Master program is often the only
 * one of its level at a campus, so it draws more than its popularity alone).
 */
export const LEVEL_STUDENT_FACTOR: Record<string, number> = {
  BACH: 1,
  MAST: 4,
  PGD: 0.2,
  MPHIL: 0.05,
  PHD: 0.05,
  DIP: 0.3,
};

export interface ProgramSpec {
  name: string;
  shortName: string;
  /** A faculty short name of reference.json. */
  faculty: string;
  /** A level code of reference.json. */
  level: string;
  type: 'annual' | 'semester';
  durationYears: number;
}

/** Programs of universities that teach what no seeded program covers. */
const HEALTH: ProgramSpec[] = [
  {
    name: 'Bachelor of Medicine and Bachelor of Surgery',
    shortName: 'MBBS',
    faculty: 'IoM',
    level: 'BACH',
    type: 'annual',
    durationYears: 5,
  },
  {
    name: 'Bachelor of Science in Nursing',
    shortName: 'BSc Nursing',
    faculty: 'IoM',
    level: 'BACH',
    type: 'annual',
    durationYears: 4,
  },
  {
    name: 'Bachelor of Public Health',
    shortName: 'BPH',
    faculty: 'IoM',
    level: 'BACH',
    type: 'semester',
    durationYears: 4,
  },
];

const AGRICULTURE: ProgramSpec[] = [
  {
    name: 'Bachelor of Science in Agriculture',
    shortName: 'BSc Ag',
    faculty: 'IAAS',
    level: 'BACH',
    type: 'semester',
    durationYears: 4,
  },
  {
    name: 'Bachelor of Science in Forestry',
    shortName: 'BSc Forestry',
    faculty: 'IoF',
    level: 'BACH',
    type: 'semester',
    durationYears: 4,
  },
];

/**
 * What a university without seeded programs teaches: seeded programs it copies (by short
 * name, from the university that has them) or programs of its own.
 */
export const UNIVERSITY_CATALOGUES: Record<string, { copies: string[]; own?: ProgramSpec[] }> = {
  PU: { copies: ['BBA', 'BBS', 'BCA', 'BE Civil', 'BE Computer', 'MBA', 'BEd'] },
  PokU: { copies: ['BBA', 'BCA', 'BE Civil', 'BE Computer', 'MBA'], own: [HEALTH[1]!, HEALTH[2]!] },
  MWU: { copies: ['BBS', 'BA', 'BEd', 'BBA', 'BCA', 'MBS'] },
  FWU: { copies: ['BBS', 'BA', 'BEd', 'BBA', 'BSc CSIT', 'MBS'] },
  NSU: { copies: ['BA', 'BEd'] },
  LBU: { copies: ['BA', 'BBS'] },
  RJU: { copies: ['BBS', 'BEd', 'BA', 'BCA'] },
  GU: { copies: ['BBS', 'BBA', 'BCA', 'BSc CSIT'] },
  MBUST: { copies: ['BSc CSIT', 'BE Civil', 'BSc'] },
  NOU: { copies: ['BBS', 'BEd', 'BA', 'MBS'] },
  AFU: { copies: [], own: AGRICULTURE },
  BPKIHS: { copies: [], own: HEALTH },
  NAMS: { copies: [], own: HEALTH },
  PAHS: { copies: [], own: HEALTH },
  KAHS: { copies: [], own: HEALTH },
};

/** Major subjects (groups) a campus running the program offers. */
export const PROGRAM_MAJORS: Record<string, readonly string[]> = {
  BEd: ['English', 'Nepali', 'Mathematics', 'Health and Physical Education', 'Population Studies'],
  BA: ['Sociology', 'Economics', 'English', 'Nepali', 'Rural Development', 'Political Science'],
  BBS: ['Finance', 'Marketing', 'Accountancy'],
  MBS: ['Finance', 'Marketing', 'Accounting', 'Management'],
};
