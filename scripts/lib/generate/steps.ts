/**
 * The generator's steps, in order. A module that adds records for measuring (employees,
 * graduations, receipts ...) appends its step here; it runs after the students exist.
 */
import type { GenerateStep } from './step.ts';
import { accountsStep } from './steps/accounts.ts';
import { boardExamsStep } from './steps/board-exams.ts';
import { campusProgramsStep } from './steps/campus-programs.ts';
import { campusesStep } from './steps/campuses.ts';
import { dropoutsStep } from './steps/dropouts.ts';
import { employeesStep } from './steps/employees.ts';
import { financeStep } from './steps/finance.ts';
import { graduationsStep } from './steps/graduations.ts';
import { infrastructureStep } from './steps/infrastructure.ts';
import { internalExamsStep } from './steps/internal-exams.ts';
import { qaaStep } from './steps/qaa.ts';
import { receiptsStep } from './steps/receipts.ts';
import { researchStep } from './steps/research.ts';
import { scholarshipsStep } from './steps/scholarships.ts';
import { sectionsStep } from './steps/sections.ts';
import { staffRecordsStep } from './steps/staff-records.ts';
import { studentsStep } from './steps/students.ts';
import { universityProgramsStep } from './steps/university-programs.ts';

export const GENERATE_STEPS: readonly GenerateStep[] = [
  universityProgramsStep,
  campusesStep,
  campusProgramsStep,
  sectionsStep,
  studentsStep,
  employeesStep,
  graduationsStep,
  dropoutsStep,
  scholarshipsStep,
  internalExamsStep,
  boardExamsStep,
  receiptsStep,
  infrastructureStep,
  researchStep,
  financeStep,
  qaaStep,
  accountsStep,
  staffRecordsStep,
];
