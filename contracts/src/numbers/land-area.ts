/**
 * Land areas in the units Nepal records them in (api-contract 5.12, nepal-domain.md "Land
 * units"): a campus writes its land as its title deed does, in ropani-aana-paisa-daam
 * ("2-3-1-0"), in bigha-kattha-dhur ("1-5-10"), or as a decimal of hectares, square metres or
 * square feet. The text is kept as entered and shown as entered; its square metres are kept
 * beside it so areas in different units can be added up (docs/decisions/0028).
 *
 * The units meet in square feet: 1 ropani = 16 aana = 64 paisa = 256 daam = 5,476 sq ft;
 * 1 bigha = 20 kattha = 400 dhur = 72,900 sq ft; 1 sq ft = 0.09290304 m² (the international
 * foot squared). The arithmetic is done in whole numbers (BigInt) of 10⁻¹⁰ m², where every
 * accepted entry is exact: a daam is 1.98725409 m², a dhur 16.93157904 m², and a hundredth of
 * either, or of a square foot, needs no more than ten decimals. Nothing is rounded.
 *
 * It lives in the contracts because the web checks a form with it and the server stores its
 * result, and the two must never disagree.
 */

/** The contract's unit names, misspellings kept: `kattha` is the bigha-kattha-dhur notation. */
export const LAND_UNITS = ['hector', 'ropani', 'barga meter', 'barga feet', 'kattha'] as const;
export type LandUnit = (typeof LAND_UNITS)[number];

/** Names a form or a person may use for the same units. */
export const LAND_UNIT_ALIASES: Readonly<Record<string, LandUnit>> = {
  hectare: 'hector',
  ha: 'hector',
  'square metre': 'barga meter',
  'square meter': 'barga meter',
  'sq m': 'barga meter',
  'square foot': 'barga feet',
  'square feet': 'barga feet',
  'sq ft': 'barga feet',
  bigha: 'kattha',
  'bigha-kattha-dhur': 'kattha',
};

/** How the screens name each unit and its notation. */
export const LAND_UNIT_LABELS: Record<LandUnit, string> = {
  hector: 'Hectare',
  ropani: 'Ropani (ropani-aana-paisa-daam)',
  'barga meter': 'Square metre',
  'barga feet': 'Square foot',
  kattha: 'Bigha (bigha-kattha-dhur)',
};

export const LAND_AREA_MESSAGES = {
  required: 'Total area of land is required',
  unitRequired: 'Area unit must be hector, ropani, barga meter, barga feet or kattha',
  ropani:
    'Total area in ropani is written ropani-aana-paisa-daam, e.g. 2-3-1-0: whole numbers, aana below 16, paisa and daam below 4 (the last may have 2 decimals)',
  kattha:
    'Total area in bigha is written bigha-kattha-dhur, e.g. 1-5-10: whole numbers, kattha and dhur below 20 (the last may have 2 decimals)',
  hector: 'Total area in hectares must be a number with at most 4 decimals',
  'barga meter': 'Total area in square metres must be a number with at most 4 decimals',
  'barga feet': 'Total area in square feet must be a number with at most 2 decimals',
  tooLarge: 'Total area of land is too large',
} as const satisfies Record<string, string>;

/** The unit a name stands for (the contract's, an alias, any case), or undefined. */
export function landUnitOf(name: unknown): LandUnit | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.trim().toLowerCase();
  return LAND_UNITS.find((unit) => unit === key) ?? LAND_UNIT_ALIASES[key];
}

/** Decimal places of the stored square metres, and the scale of the arithmetic. */
export const SQUARE_METRE_DECIMALS = 10;
const SCALE = 10n ** BigInt(SQUARE_METRE_DECIMALS);
/** Below 10¹² m² (a million square kilometres), what the stored column holds. */
const LIMIT = 10n ** 12n * SCALE;

/** 1 sq ft = 0.09290304 m², in 10⁻⁸ m². */
const SQUARE_FOOT = 9_290_304n;
/** 1 daam = 5,476 / 256 sq ft = 1.98725409 m², and 1 dhur = 72,900 / 400 sq ft = 16.93157904 m², in 10⁻⁸ m². */
const DAAM = (5_476n * SQUARE_FOOT) / 256n;
const DHUR = (72_900n * SQUARE_FOOT) / 400n;

/** A notation of parts, largest first: how many of the smallest part each is worth, in 10⁻⁸ m² for one. */
interface PartNotation {
  /** Smallest parts in one of each part: [ropani, aana, paisa, daam] = [256, 16, 4, 1]. */
  worth: readonly bigint[];
  smallest: bigint;
}

const NOTATIONS = {
  ropani: { worth: [256n, 16n, 4n, 1n], smallest: DAAM },
  kattha: { worth: [400n, 20n, 1n], smallest: DHUR },
} as const satisfies Partial<Record<LandUnit, PartNotation>>;

/** Decimal units: how many decimals they accept, and the worth of one such step in 10⁻¹⁰ m². */
const DECIMAL_UNITS = {
  hector: { decimals: 4, step: SCALE }, // 0.0001 ha = 1 m²
  'barga meter': { decimals: 4, step: SCALE / 10_000n },
  'barga feet': { decimals: 2, step: SQUARE_FOOT }, // 0.01 sq ft = 0.0009290304 m²
} as const satisfies Partial<Record<LandUnit, { decimals: number; step: bigint }>>;

/** A decimal text as a whole number of 10^-decimals, or undefined when it is not one. */
function scaledDecimal(text: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] + fraction.padEnd(decimals, '0'));
}

/** Parts "2-3-1-0" in hundredths of the smallest part, or undefined when they break the notation. */
function hundredthsOfSmallest(text: string, worth: readonly bigint[]): bigint | undefined {
  const parts = text.split('-').map((part) => part.trim());
  if (parts.length < 1 || parts.length > worth.length) return undefined;
  let total = 0n;
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const written = scaledDecimal(part, last ? 2 : 0);
    if (written === undefined) return undefined;
    const hundredths = last ? written : written * 100n;
    // Every part but the first counts less than one of the part before it (16 aana make a ropani).
    const perBefore = index === 0 ? undefined : worth[index - 1]! / worth[index]!;
    if (perBefore !== undefined && hundredths >= perBefore * 100n) return undefined;
    total += hundredths * worth[index]!;
  }
  return total;
}

/** 10⁻¹⁰ m² as the decimal text of square metres, without trailing zeros ("508.73704704"). */
export function formatScaledSquareMetres(scaled: bigint): string {
  const whole = scaled / SCALE;
  const fraction = (scaled % SCALE).toString().padStart(SQUARE_METRE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export type LandArea = { squareMetres: string } | { problem: string };

/**
 * The square metres of an area written in a unit, exactly, as a decimal text; or the problem
 * with how it is written, for the total area field.
 */
export function landArea(totalArea: string, unit: LandUnit): LandArea {
  const text = totalArea.trim();
  if (!text) return { problem: LAND_AREA_MESSAGES.required };
  let scaled: bigint | undefined;
  if (unit === 'ropani' || unit === 'kattha') {
    const notation: PartNotation = NOTATIONS[unit];
    const hundredths = hundredthsOfSmallest(text, notation.worth);
    // Hundredths of a part in 10⁻⁸ m² are 10⁻¹⁰ m².
    scaled = hundredths === undefined ? undefined : hundredths * notation.smallest;
  } else {
    const { decimals, step } = DECIMAL_UNITS[unit];
    const steps = scaledDecimal(text, decimals);
    scaled = steps === undefined ? undefined : steps * step;
  }
  if (scaled === undefined) return { problem: LAND_AREA_MESSAGES[unit] };
  if (scaled >= LIMIT) return { problem: LAND_AREA_MESSAGES.tooLarge };
  return { squareMetres: formatScaledSquareMetres(scaled) };
}

/** The problem with an area written in a unit, or undefined when it is well written. */
export function landAreaProblem(totalArea: string, unit: LandUnit): string | undefined {
  const area = landArea(totalArea, unit);
  return 'problem' in area ? area.problem : undefined;
}

/** Square metres written as a decimal text ("1017.47409408"), in 10⁻¹⁰ m²; undefined when it is not one. */
function scaledSquareMetres(squareMetres: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,10}))?$/.exec(squareMetres.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(SQUARE_METRE_DECIMALS, '0'));
}

/**
 * An area of square metres in a notation of parts, as a title deed writes it: 1017.47409408 m²
 * in ropani is "2-0-0-0", 6772.631616 m² in bigha "1-0-0". The smallest part keeps two
 * decimals, rounded half up (a total of plots is exact only to a hundredth of a daam or dhur).
 */
export function landAreaInNotation(squareMetres: string, unit: keyof typeof NOTATIONS): string {
  const scaled = scaledSquareMetres(squareMetres);
  if (scaled === undefined) throw new Error(`Not a decimal of square metres: ${squareMetres}`);
  const { worth, smallest } = NOTATIONS[unit];
  // 10⁻¹⁰ m² over 10⁻⁸ m² a part: hundredths of the smallest part.
  let hundredths = (2n * scaled + smallest) / (2n * smallest);
  const parts = worth.map((each, index) => {
    const part = hundredths / (each * 100n);
    hundredths -= part * each * 100n;
    if (index < worth.length - 1) return part.toString();
    const cents = hundredths.toString().padStart(2, '0').replace(/0+$/, '');
    return cents ? `${part}.${cents}` : part.toString();
  });
  return parts.join('-');
}

/**
 * An exact decimal's text as a reader reads an area: rounded half up to two decimals and grouped
 * as Nepal groups figures ("1120.81130676" → "1,120.81"; "1234567.5" → "12,34,567.50"), in whole
 * numbers, so the figure printed is the one kept, not a binary fraction's.
 */
export function readableArea(decimal: string): string {
  const [, sign = '', whole = '0', fraction = ''] = /^(-?)(\d+)(?:\.(\d*))?$/.exec(decimal.trim()) ?? [];
  const hundredths = BigInt(whole + (fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  const wholePart = digits.slice(0, -2);
  const lastThree = wholePart.slice(-3);
  const higher = wholePart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${higher ? `${higher},` : ''}${lastThree}.${digits.slice(-2)}`;
}
