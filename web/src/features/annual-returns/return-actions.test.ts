import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '@hemis/contracts';
import { NO_SNAPSHOT, inShownOrder, offersOf, submitBlockedBy, withCampus } from './return-actions.ts';

const ready = {
  status: 'draft' as const,
  campusReturnId: 4,
  snapshotAt: '2026-11-27T10:00:00.000Z',
  errorCount: 0,
  unexplainedCount: 0,
  signedReportUploaded: true,
};

describe('the campus return screen', () => {
  it('holds the submission with the first reason that remains, and lets a clean, signed return through', () => {
    expect(submitBlockedBy({ ...ready, campusReturnId: null, snapshotAt: null })).toBe(NO_SNAPSHOT);
    expect(submitBlockedBy({ ...ready, errorCount: 2, unexplainedCount: 1 })).toBe(RETURN_MESSAGES.hasErrors);
    expect(submitBlockedBy({ ...ready, unexplainedCount: 1 })).toBe(RETURN_MESSAGES.unexplainedWarnings);
    expect(submitBlockedBy({ ...ready, signedReportUploaded: false })).toBe(RETURN_MESSAGES.signedReportMissing);
    expect(submitBlockedBy(ready)).toBeUndefined();
  });

  it('keeps the return with the campus before it is submitted and once it is returned', () => {
    expect([null, 'draft', 'returned'].every((status) => withCampus(status as never))).toBe(true);
    expect(['submitted', 'approved', 'accepted'].some((status) => withCampus(status as never))).toBe(false);
  });

  it('offers each role only its own step in the state that allows it', () => {
    expect(offersOf('CollegeAdmin', 'draft')).toEqual({ prepare: true, submit: true, review: false, accept: false });
    expect(offersOf('CollegeUser', 'returned')).toEqual({ prepare: true, submit: false, review: false, accept: false });
    expect(offersOf('CollegeAdmin', 'submitted')).toEqual({
      prepare: false,
      submit: false,
      review: false,
      accept: false,
    });
    expect(offersOf('UniAdmin', 'submitted')).toMatchObject({ review: true, accept: false });
    expect(offersOf('UniAdmin', 'approved')).toMatchObject({ review: false });
    expect(offersOf('Admin', 'approved')).toMatchObject({ accept: true, review: false, prepare: false });
    expect(offersOf('Admin', 'accepted')).toMatchObject({ accept: false });
  });

  it('lists errors before warnings', () => {
    const findings = [
      { id: 1, severity: 'warning' as const },
      { id: 2, severity: 'error' as const },
      { id: 3, severity: 'warning' as const },
      { id: 4, severity: 'error' as const },
    ];
    expect(inShownOrder(findings).map((finding) => finding.id)).toEqual([2, 4, 1, 3]);
  });
});
