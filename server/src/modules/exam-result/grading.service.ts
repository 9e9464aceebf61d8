/**
 * A university's grading scale (issue #26: "a grading scale kept per university ... with bands
 * an administrator can change"): its grades, grade points and the percentage each starts at.
 * A university that has set none grades by DEFAULT_GRADE_BANDS (Tribhuvan University's grades).
 */
import {
  DEFAULT_GRADE_BANDS,
  EXAM_RESULT_MESSAGES as M,
  type GradingScale,
  type GradingScaleBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { Prisma as PrismaRuntime } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import type { Band } from './result-rules.ts';

const Decimal = PrismaRuntime.Decimal;

export const DEFAULT_BANDS: readonly Band[] = DEFAULT_GRADE_BANDS.map((band) => ({
  grade: band.grade,
  gradePoint: new Decimal(band.gradePoint),
  minPercentage: new Decimal(band.minPercentage),
}));

/** The university's bands, highest first, or the default scale when it has none. */
export async function bandsOf(db: Db, universityId: number): Promise<{ bands: Band[]; isDefault: boolean }> {
  const rows = await db.gradeBand.findMany({
    where: { universityId },
    orderBy: { minPercentage: 'desc' },
    select: { grade: true, gradePoint: true, minPercentage: true },
  });
  return rows.length > 0 ? { bands: rows, isDefault: false } : { bands: [...DEFAULT_BANDS], isDefault: true };
}

/**
 * The university whose scale the caller reads or writes: their own, or for the grants body
 * the one named. Another university's scale answers 404 like a missing one.
 */
async function universityInScope(context: ReadContext, requested: number | undefined) {
  if (context.scope.kind === 'all' && !requested) {
    throw AppError.validation([{ field: 'querystring.universityId', message: M.universityRequired }]);
  }
  const id =
    requested || (context.scope.kind === 'all' || context.scope.kind === 'none' ? 0 : context.scope.universityId);
  const university = await context.prisma.university.findFirst({
    where: scopeWhere<Prisma.UniversityWhereInput>(context.scope, { universityField: 'id' }, { id }),
    select: { id: true, name: true },
  });
  return foundOrNotFound(university, 'University');
}

function toScale(university: { id: number; name: string }, scale: { bands: Band[]; isDefault: boolean }): GradingScale {
  return {
    universityId: university.id,
    universityName: university.name,
    isDefault: scale.isDefault,
    bands: scale.bands.map((band) => ({
      grade: band.grade,
      gradePoint: band.gradePoint.toNumber(),
      minPercentage: band.minPercentage.toNumber(),
    })),
  };
}

/** GET GradingScale?universityId: the caller's university's scale (the grants body names one). */
export async function readGradingScale(context: ReadContext, universityId: number | undefined): Promise<GradingScale> {
  const university = await universityInScope(context, universityId);
  return toScale(university, await bandsOf(context.prisma, university.id));
}

/** PUT GradingScale/{universityId}: replaces the university's whole scale, audited with before and after. */
export async function replaceGradingScale(
  context: WriteContext,
  universityId: number,
  body: GradingScaleBodyParsed,
): Promise<GradingScale> {
  const university = await universityInScope(context, universityId);
  const bands = [...body.bands].sort((a, b) => b.minPercentage - a.minPercentage);
  return inTransaction(context.prisma, async (db) => {
    const before = await bandsOf(db, university.id);
    await db.gradeBand.deleteMany({ where: { universityId: university.id } });
    await db.gradeBand.createMany({
      data: bands.map((band) => ({
        universityId: university.id,
        grade: band.grade,
        gradePoint: new Decimal(band.gradePoint),
        minPercentage: new Decimal(band.minPercentage),
      })),
    });
    const after = await bandsOf(db, university.id);
    await auditWrite(db, context, 'update', 'GradeBand', university.id, {
      from: toScale(university, before).bands,
      to: toScale(university, after).bands,
    });
    return toScale(university, after);
  });
}
