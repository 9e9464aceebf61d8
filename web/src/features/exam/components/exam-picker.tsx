/**
 * The campus's exams as choices (newest first): the routine form's "Exam Scheduled" and the
 * lists' exam filter read the first hundred, which a campus's current exams fit in.
 */
import { useSearchParams } from 'react-router';
import { FIRST_PAGE, type PageRequest } from '../../../components/paged-table.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, type ListState } from '../../../components/list-screen.tsx';
import { useExamSchedules } from '../api/get-exam-schedules.ts';

const NEWEST: PageRequest = { ...FIRST_PAGE, pageSize: 100, sortBy: 'dateFrom', sortOrder: 'desc' };

export function useExamChoices() {
  const exams = useExamSchedules(NEWEST);
  return {
    exams: exams.data?.data ?? [],
    options: (exams.data?.data ?? []).map((exam) => ({ value: String(exam.id), label: exam.examName })),
  };
}

export function ExamFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { options } = useExamChoices();
  return <FilterSelect label="Exam" allLabel="All exams" value={value} options={options} onChange={onChange} />;
}

/** A list's exam filter, kept in the address (?examschedule=) and going back to the first page when changed. */
export function ExamFilterBar({ state }: { state: Pick<ListState, 'request' | 'onRequest'> }) {
  const [params, setParams] = useSearchParams();
  return (
    <FilterBar>
      <ExamFilter
        value={params.get('examschedule') ?? ''}
        onChange={(value) => {
          setParams(value ? { examschedule: value } : {});
          state.onRequest({ ...state.request, page: 1 });
        }}
      />
    </FilterBar>
  );
}
