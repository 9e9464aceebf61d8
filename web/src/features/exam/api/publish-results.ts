/** POST ExamSchedule/{id}/publish (or /unpublish): students see an exam's results from then on (the campus administrator's). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export interface ResultsPublication {
  examScheduleId: number;
  resultsPublishedAt: string | null;
  message: string;
}

export const publishResults = ({ examId, publish }: { examId: number; publish: boolean }) =>
  apiRequest<ResultsPublication>(`ExamSchedule/${examId}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' });

export const usePublishResults = () => useInvalidatingMutation(publishResults, [EXAMS_KEY]);
