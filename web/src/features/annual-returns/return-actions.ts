/**
 * What a campus's return screen offers whom: the snapshot while the return is with the campus,
 * the submission (and why it waits), the university's approval and the grants body's
 * acceptance, each in the state the server allows it. The server decides; these only choose
 * which buttons to show and say why one is held.
 */
import { can, RETURN_MESSAGES, type CampusReturn, type CampusReturnStatus, type Role } from '@hemis/contracts';

/** A return is with the campus before it is submitted, and again once returned. */
export const withCampus = (status: CampusReturnStatus | null) =>
  status === null || status === 'draft' || status === 'returned';

export const NO_SNAPSHOT = 'Take the snapshot first';

/** Why the campus cannot submit yet, or undefined when it can. */
export function submitBlockedBy(
  campusReturn: Pick<
    CampusReturn,
    'status' | 'snapshotAt' | 'errorCount' | 'unexplainedCount' | 'signedReportUploaded' | 'campusReturnId'
  >,
): string | undefined {
  if (campusReturn.campusReturnId === null || campusReturn.snapshotAt === null) return NO_SNAPSHOT;
  if (campusReturn.errorCount > 0) return RETURN_MESSAGES.hasErrors;
  if (campusReturn.unexplainedCount > 0) return RETURN_MESSAGES.unexplainedWarnings;
  if (!campusReturn.signedReportUploaded) return RETURN_MESSAGES.signedReportMissing;
  return undefined;
}

export interface ReturnOffers {
  /** Take or refresh the snapshot, and explain warnings. */
  prepare: boolean;
  submit: boolean;
  /** The university approves or returns. */
  review: boolean;
  /** The grants body accepts or returns. */
  accept: boolean;
}

export function offersOf(role: Role | undefined, status: CampusReturnStatus | null): ReturnOffers {
  return {
    prepare: can(role, 'return:prepare') && withCampus(status),
    submit: can(role, 'return:submit') && withCampus(status),
    review: can(role, 'return:review') && status === 'submitted',
    accept: can(role, 'return:accept') && status === 'approved',
  };
}

/** Findings as the screen lists them: errors first, then warnings, each kind in the server's order. */
export function inShownOrder<F extends { severity: 'error' | 'warning' }>(findings: readonly F[]): F[] {
  return [
    ...findings.filter((finding) => finding.severity === 'error'),
    ...findings.filter((f) => f.severity === 'warning'),
  ];
}

/** "2026-11-27 17:15" from an instant the API sends, in the reader's time. */
export const momentText = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
