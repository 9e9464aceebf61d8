/**
 * What a report is of: the reader's scope narrowed to one of its campuses or universities, or
 * all of it. A campus or university outside the scope (or a campus of another university than
 * the one named) answers 404 like a missing one, so a report never reveals another's records.
 */
import { applicableId, isInScope } from '@hemis/contracts';
import { AppError } from './app-error.ts';
import type { ReadContext } from './context.ts';
import { narrowToUniversity } from './scope.ts';

export async function reportSubject<Context extends ReadContext>(
  context: Context,
  place: { universityId?: number | undefined; campusId?: number | undefined },
): Promise<Context> {
  const universityId = applicableId(place.universityId);
  const campusId = applicableId(place.campusId);
  if (campusId) {
    const campus = await context.prisma.campus.findUnique({
      where: { id: campusId },
      select: { id: true, universityId: true },
    });
    if (
      !campus ||
      !isInScope(context.scope, { campusId: campus.id, universityId: campus.universityId }) ||
      (universityId && campus.universityId !== universityId)
    )
      throw AppError.notFound('Campus');
    return { ...context, scope: { kind: 'campus', campusId: campus.id, universityId: campus.universityId } };
  }
  if (universityId) {
    const scope = narrowToUniversity(context.scope, universityId);
    const exists = await context.prisma.university.count({ where: { id: universityId } });
    if (!exists || scope.kind === 'none') throw AppError.notFound('University');
    return { ...context, scope };
  }
  return context;
}
