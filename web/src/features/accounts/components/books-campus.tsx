/**
 * Whose books a screen reads. A campus's own staff keep their campus's books, so their campus is
 * implied; the university and the grants body read a campus's books by choosing the campus,
 * held in the address (?campusId=) so the accounts screens pass it on to each other.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { can, type Role } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';

export const isCampusRole = (role: Role | undefined) => role === 'CollegeAdmin' || role === 'CollegeUser';

export interface BooksCampus {
  role: Role | undefined;
  /** The caller keeps a campus's books (its campus is implied). */
  ofCampus: boolean;
  /** The chosen campus ('' for a campus's own staff, and before one is chosen). */
  campusId: string;
  choose: (campusId: string) => void;
  /** May keep the chart: a campus's own rows, or the standard chart for the grants body. */
  keepsChart: (row: { isStandard?: boolean }) => boolean;
  /** May add to the chart of the campus (or the standard chart) the screen shows. */
  addsToChart: boolean;
  /** Prepares vouchers. */
  prepares: boolean;
}

export function useBooksCampus(): BooksCampus {
  const role = useRole();
  const ofCampus = isCampusRole(role);
  const [params, setParams] = useSearchParams();
  const campusId = ofCampus ? '' : (params.get('campusId') ?? '');
  const choose = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('campusId', next);
          else updated.delete('campusId');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const standard = can(role, 'accounts:standard-chart');
  return {
    role,
    ofCampus,
    campusId,
    choose,
    keepsChart: (row) => (row.isStandard ? standard : can(role, 'accounts:chart')),
    // The grants body adds to the standard chart only while it reads no campus's chart.
    addsToChart: can(role, 'accounts:chart') || (standard && !campusId),
    prepares: can(role, 'voucher:prepare'),
  };
}

/** The address of another accounts screen for the same campus. */
export function booksPath(path: string, campusId: string): string {
  return campusId ? `${path}?campusId=${campusId}` : path;
}

/** "Campus": the campus whose books are read, for those who read more than one. */
export function BooksCampusSelect({
  books,
  allLabel = 'Choose a campus',
  onChosen,
}: {
  books: BooksCampus;
  allLabel?: string;
  /** Called once another campus is chosen (a list goes back to its first page). */
  onChosen?: () => void;
}) {
  const campuses = useCampusOptions(!books.ofCampus);
  if (books.ofCampus) return null;
  return (
    <FilterSelect
      label="Campus"
      value={books.campusId}
      allLabel={allLabel}
      options={(campuses.data ?? []).map((campus) => ({ value: String(campus.id), label: campus.campusName }))}
      onChange={(campusId) => {
        books.choose(campusId);
        onChosen?.();
      }}
    />
  );
}
