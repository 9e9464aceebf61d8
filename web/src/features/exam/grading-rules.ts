/**
 * The grading scale screen's own rules, apart from React: the form's values as its inputs hold
 * them (text), the range of percentages each band covers (shown beside it as it is typed), what a
 * save changes in words (said before saving), and where the server's issues land on the form.
 * The scale itself is checked by the contracts' GradingScaleBodySchema, as the server checks it.
 */
import type { GradeBand, GradingScale } from '@hemis/contracts';
import { fieldErrorsOf } from '../../lib/api-client.ts';

export interface BandValues {
  grade: string;
  gradePoint: string;
  minPercentage: string;
}

export interface ScaleValues {
  bands: BandValues[];
}

export const EMPTY_BAND: BandValues = { grade: '', gradePoint: '', minPercentage: '' };

/** A scale as the form holds it, highest band first as the server answers. */
export function scaleValues(scale: Pick<GradingScale, 'bands'>): ScaleValues {
  return {
    bands: scale.bands.map((band) => ({
      grade: band.grade,
      gradePoint: String(band.gradePoint),
      minPercentage: String(band.minPercentage),
    })),
  };
}

/** A typed percentage from 0 to 100, or undefined while it is not one. */
function percentageOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

/**
 * The percentages a band covers: from its minimum up to the next higher minimum (not included),
 * or to 100 for the highest band. Undefined while its minimum is not a percentage or is typed twice.
 */
export function bandRange(bands: readonly Pick<BandValues, 'minPercentage'>[], index: number): string | undefined {
  const minimum = percentageOf(bands[index]?.minPercentage ?? '');
  if (minimum === undefined) return undefined;
  const others = bands.flatMap((band, at) => (at === index ? [] : [percentageOf(band.minPercentage)]));
  if (others.includes(minimum)) return undefined;
  const above = others.filter((other): other is number => other !== undefined && other > minimum);
  return above.length === 0 ? `${minimum} – 100 %` : `${minimum} – below ${Math.min(...above)} %`;
}

const sameGrade = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * What replacing the `saved` bands by `next` changes, one sentence per grade: added, removed,
 * or its grade point or minimum changed (grades compared as the server compares them, in any case).
 */
export function scaleChanges(saved: readonly GradeBand[], next: readonly GradeBand[]): string[] {
  const changes: string[] = [];
  for (const band of next) {
    const before = saved.find((old) => sameGrade(old.grade, band.grade));
    if (!before) {
      changes.push(`Adds ${band.grade}: ${band.gradePoint} grade points from ${band.minPercentage} %`);
      continue;
    }
    const changed = [
      ...(before.minPercentage !== band.minPercentage
        ? [`starts at ${band.minPercentage} % instead of ${before.minPercentage} %`]
        : []),
      ...(before.gradePoint !== band.gradePoint
        ? [`gives ${band.gradePoint} grade points instead of ${before.gradePoint}`]
        : []),
      ...(before.grade !== band.grade.trim() ? [`is written ${band.grade.trim()}`] : []),
    ];
    if (changed.length > 0) changes.push(`${before.grade} ${changed.join(' and ')}`);
  }
  for (const band of saved) {
    if (!next.some((kept) => sameGrade(kept.grade, band.grade))) changes.push(`Removes ${band.grade}`);
  }
  return changes;
}

/**
 * A refused save's issues where the form shows them: a band's field under that field
 * (`bands.2.minPercentage`), the whole scale's (`bands`: no grade from 0 %) above the table,
 * and any other said beside the form.
 */
export function scaleIssuesOf(error: unknown): { fields: [name: string, message: string][]; elsewhere: string[] } {
  const fields: [string, string][] = [];
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (field === 'bands') fields.push(['bands.root', message]);
    else if (/^bands\.\d+\.(grade|gradePoint|minPercentage)$/.test(field)) fields.push([field, message]);
    else elsewhere.push(message);
  }
  return { fields, elsewhere };
}
