/**
 * Issued documents and their public verification (issue: printed documents). Issuing records
 * the document with a random, unguessable code (120 bits, base 32) and revokes the previous
 * document of the same kind for the same subject, so only the newest card or form verifies.
 * The public answer shows only what proves the document, fixed when it was issued.
 */
import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  type DocumentStatus,
  type Verification,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal, todayInNepalBs, type Clock } from '../../lib/clock.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 24 base-32 characters: 120 random bits. */
export function newVerificationCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

export interface IssueRequest {
  kind: DocumentKind;
  subjectType: 'student' | 'graduation' | 'report' | 'campus';
  subjectId: number;
  campusId: number | null;
  holderName: string;
  campusName: string | null;
  programName: string | null;
  issueDateBs?: string | null;
  validUntil?: Date | null;
  validUntilBs?: string | null;
  /** What else the copy proves, fixed when issued (shown on the verification page). */
  particulars?: string | null;
  issuedById: number | null;
}

/** Records a document and revokes the subject's earlier one of the same kind, in the caller's transaction. */
export async function issueDocument(db: Db, clock: Clock, request: IssueRequest) {
  const [document] = await issueDocuments(db, clock, request.kind, request.subjectType, [request]);
  return document!;
}

/**
 * Records a document that replaces none: a report printed from the figures of its moment is a
 * document of its own, and the reports its reader printed before keep verifying.
 */
export async function issueStandaloneDocument(db: Db, clock: Clock, request: IssueRequest) {
  return db.issuedDocument.create({
    data: {
      ...request,
      issuedAt: clock.now(),
      issueDateBs: request.issueDateBs ?? null,
      validUntil: request.validUntil ?? null,
      validUntilBs: request.validUntilBs ?? null,
      code: newVerificationCode(),
    },
  });
}

/**
 * The copy of a document anyone may print again and again (the public fact sheet): the one
 * issued today, as Nepal counts days, with the same particulars, or a new one. Every copy of a
 * day carries one code, and anonymous readers write at most one record a day per subject.
 */
export async function issueOncePerDay(db: Db, clock: Clock, request: IssueRequest & { particulars: string }) {
  const issueDateBs = todayInNepalBs(clock);
  const issued = await db.issuedDocument.findFirst({
    where: {
      kind: request.kind,
      subjectType: request.subjectType,
      subjectId: request.subjectId,
      particulars: request.particulars,
      issueDateBs,
      revokedAt: null,
    },
    orderBy: { id: 'desc' },
  });
  return issued ?? issueDocument(db, clock, { ...request, issueDateBs });
}

/**
 * Records documents of one kind for many subjects (a batch of cards) and revokes their earlier
 * ones, in three statements whatever the number: a thousand documents issued one by one took
 * longer than a transaction may last on a busy server. Answers them in the order asked.
 */
export async function issueDocuments(
  db: Db,
  clock: Clock,
  kind: IssueRequest['kind'],
  subjectType: IssueRequest['subjectType'],
  requests: readonly IssueRequest[],
) {
  const now = clock.now();
  await db.issuedDocument.updateMany({
    where: { kind, subjectType, subjectId: { in: requests.map((request) => request.subjectId) }, revokedAt: null },
    data: { revokedAt: now, revokedReason: 'Re-issued' },
  });
  const issued = await db.issuedDocument.createManyAndReturn({
    data: requests.map((request) => ({
      ...request,
      kind,
      subjectType,
      issuedAt: now,
      issueDateBs: request.issueDateBs ?? null,
      validUntil: request.validUntil ?? null,
      validUntilBs: request.validUntilBs ?? null,
      code: newVerificationCode(),
    })),
  });
  const bySubject = new Map(issued.map((document) => [document.subjectId, document]));
  return requests.map((request) => bySubject.get(request.subjectId)!);
}

/** A document is valid through its last day as Nepal counts days, where it was issued. */
function statusOf(document: Prisma.IssuedDocumentGetPayload<object>, clock: Clock): DocumentStatus {
  if (document.revokedAt) return 'revoked';
  if (document.validUntil && document.validUntil.toISOString().slice(0, 10) < todayInNepal(clock)) return 'expired';
  return 'valid';
}

export async function verifyDocument(db: Db, clock: Clock, code: string): Promise<Verification> {
  const document = await db.issuedDocument.findUnique({ where: { code } });
  if (!document) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notIssued);
  return {
    code: document.code,
    kind: document.kind,
    kindLabel: DOCUMENT_KINDS[document.kind as DocumentKind] ?? document.kind,
    holderName: document.holderName,
    campusName: document.campusName,
    programName: document.programName,
    issuedAt: document.issuedAt.toISOString(),
    issueDateBs: document.issueDateBs,
    validUntil: document.validUntil?.toISOString().slice(0, 10) ?? null,
    validUntilBs: document.validUntilBs,
    particulars: document.particulars,
    status: statusOf(document, clock),
  };
}
