/**
 * A campus's student sections (SectionForStudent, api-contract 5.4): A, B ... that its
 * students are assigned to. The section always belongs to the caller's campus; the
 * original client's hard-coded `campusId: 12` is never read. A symbol is unique within a
 * campus, whatever its case ("a" and "A" are one section).
 */
import {
  STUDENT_MESSAGES,
  type StudentSection,
  type StudentSectionBodyParsed,
  type UpdateStudentSectionBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { createRecord, findWritableRecord, listRecords, updateRecord, modelStore } from '../../lib/records.ts';
import { sameText } from '../../lib/text-match.ts';

type SectionRow = Prisma.SectionForStudentGetPayload<object>;

const sectionStore = modelStore((db: Db) => db.sectionForStudent, {
  entity: 'SectionForStudent',
  conflictMessage: STUDENT_MESSAGES.sectionExists,
  readScope: CAMPUS_RECORD_SCOPE,
  orderBy: [{ campusId: 'asc' }, { sectionSymbol: 'asc' }],
});

function toSection(row: SectionRow): StudentSection {
  return {
    id: row.id,
    campusId: row.campusId,
    sectionSymbol: row.sectionSymbol,
    status: row.status,
    remarks: row.remarks,
  };
}

/** The database's constraint is exact; this catches the same symbol typed in another case first. */
async function assertSymbolFree(db: Db, campusId: number, sectionSymbol: string, exceptId?: number) {
  const existing = await db.sectionForStudent.findFirst({
    where: {
      campusId,
      sectionSymbol: sameText(sectionSymbol),
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (existing) throw AppError.conflict(STUDENT_MESSAGES.sectionExists);
}

/** A campus user's own sections; the grants body and universities those of their scope, or of one campus. */
export async function listSections(context: ReadContext, campusId?: number): Promise<StudentSection[]> {
  const where: Prisma.SectionForStudentWhereInput = campusId ? { campusId } : {};
  return (await listRecords(context, sectionStore, where)).map(toSection);
}

export async function createSection(context: WriteContext, body: StudentSectionBodyParsed): Promise<StudentSection> {
  // Never the sent campus: a campus user's own (the only callers allowed).
  const owner = await campusOwner(context.prisma, context.scope);
  await assertSymbolFree(context.prisma, owner.campusId, body.sectionSymbol);
  const created = await createRecord(context, sectionStore, {
    campusId: owner.campusId,
    sectionSymbol: body.sectionSymbol,
    remarks: body.remarks ?? null,
    status: body.status ?? true,
  });
  return toSection(created);
}

export async function updateSection(
  context: WriteContext,
  id: number,
  body: UpdateStudentSectionBodyParsed,
): Promise<StudentSection> {
  const current = await findWritableRecord(context, sectionStore, id);
  if (body.sectionSymbol !== undefined) {
    await assertSymbolFree(context.prisma, current.campusId, body.sectionSymbol, id);
  }
  const updated = await updateRecord(context, sectionStore, id, {
    sectionSymbol: body.sectionSymbol,
    remarks: body.remarks,
    status: body.status,
  });
  return toSection(updated);
}
