/** The dashboard's figures (api-contract 5.16 and the staff cards of 5.7), at the caller's scope. */
import { useQuery } from '@tanstack/react-query';
import type {
  CampusCounts,
  GenderCounts,
  PassRateByProgram,
  TitledGenderCounts,
  TitledTotal,
  TrendRow,
} from '@hemis/contracts';
import { apiRequest, type QueryValue } from '../../../lib/api-client.ts';

export interface DashboardFilters {
  fiscalYearId: string;
}

interface StaffByGender {
  type: 'Teaching' | 'Nonteaching';
  male: number;
  female: number;
  other: number;
  totalEmployees: number;
}

export interface StaffByJoiningType {
  title: 'Teaching' | 'Administrative' | 'Technical' | 'Other';
  permanent: number;
  temporary: number;
  contract: number;
  partTime: number;
}

const FIGURES = {
  totalStudents: 'Student/GetTotalStudents',
  byFaculty: 'Student/GetStudentsByFacultyForDahsboard',
  byLevel: 'Student/GetStudentsByLevelForDahsboard',
  byProgram: 'Student/GetStudentsByProgram',
  byEthnicity: 'Dashboard/GetStudentByEthnicity',
  trend: 'Dashboard/Trend-summary',
  campuses: 'Dashboard/GetNoOfCollgeForUniAndAdmin',
  staffByGender: 'Employee/Report/EmployeeType',
  staffByJoiningType: 'Employee/GetJoiningTypeByEmployeeType',
  passRate: 'Dashboard/GetPassRateByProgram',
} as const;

interface FigureAnswers {
  totalStudents: GenderCounts;
  byFaculty: TitledGenderCounts[];
  byLevel: TitledGenderCounts[];
  byProgram: TitledGenderCounts[];
  byEthnicity: TitledTotal[];
  trend: TrendRow[];
  campuses: CampusCounts;
  staffByGender: StaffByGender[];
  staffByJoiningType: StaffByJoiningType[];
  passRate: PassRateByProgram;
}

/** One figure; the trend and the staff figures do not depend on the fiscal year chosen (the pass rates are of the board exams held in it). */
export function useFigure<Name extends keyof FigureAnswers>(name: Name, filters: DashboardFilters) {
  const yearless = name === 'trend' || name === 'campuses' || name.startsWith('staff');
  const query: Record<string, QueryValue> = yearless ? {} : { fiscalYearId: filters.fiscalYearId || undefined };
  return useQuery({
    queryKey: ['dashboard', name, query],
    queryFn: () => apiRequest<FigureAnswers[Name]>(FIGURES[name], { query }),
  });
}
