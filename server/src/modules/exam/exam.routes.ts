/**
 * Examination routes (api-contract 5.8): exam types, exam schedules, their papers
 * (SubjectExamSchedule), attendance (ExamAppearManagement, BulkExamAttend/GetAllStudent) and
 * marks (MarksEntry). The campus's staff write; its university and the grants body read.
 */
import { z } from 'zod';
import {
  CreateExamScheduleBodySchema,
  CreateExamTypeBodySchema,
  CreateSubjectExamScheduleBodySchema,
  EligibleStudentPageSchema,
  EligibleStudentsQuerySchema,
  EnteredMarksPageSchema,
  ExamAppearedStudentPageSchema,
  ExamAppearedStudentsQuerySchema,
  ExamAppearUpsertBodySchema,
  ExamScheduleListQuerySchema,
  ExamSchedulePageSchema,
  ExamScheduleSchema,
  ExamTypeSchema,
  IdParamsSchema,
  MarksEntryBodySchema,
  MarksEntryResponseSchema,
  MarksFilterQuerySchema,
  MessageResponseSchema,
  RoutineAttendanceQuerySchema,
  RoutineAttendanceResponseSchema,
  SubjectExamScheduleListQuerySchema,
  SubjectExamSchedulePageSchema,
  SubjectExamScheduleSchema,
  UpdateExamScheduleBodySchema,
  UpdateSubjectExamScheduleBodySchema,
} from '@hemis/contracts';
import { recordRoutes, route, routesPlugin } from '../../lib/route-table.ts';
import {
  filterMarks,
  listAppearedStudents,
  routineAttendance,
  saveMarks,
  upsertAttendance,
} from './exam-sittings.service.ts';
import {
  createExamType,
  createRoutine,
  createSchedule,
  deleteSchedule,
  getRoutine,
  getSchedule,
  listEligibleStudents,
  listRoutines,
  listSchedules,
  updateRoutine,
  updateSchedule,
} from './exam.service.ts';

const examTable = [
  route({
    method: 'POST',
    url: '/ExamType',
    summary: 'Add an exam type of the campus (exam "internal" or "board")',
    access: 'exam:write',
    body: CreateExamTypeBodySchema,
    response: ExamTypeSchema,
    status: 201,
    handler: ({ write, body }) => createExamType(write(), body),
  }),

  ...recordRoutes({
    path: '/ExamSchedule',
    item: ExamScheduleSchema,
    list: {
      summary:
        'The exams in scope, as a page (every exam as one page without paging); filter by programName, search, sort; status computed from today in Nepal',
      access: 'exam:read',
      query: ExamScheduleListQuerySchema,
      response: ExamSchedulePageSchema,
      read: listSchedules,
    },
    get: { summary: 'One exam', access: 'exam:read', read: getSchedule },
    create: {
      summary:
        'Schedule an exam of a program’s batch in a semester or year; the name is built when none is sent; dates in BS (YYYY/MM/DD) or AD',
      access: 'exam:write',
      body: CreateExamScheduleBodySchema,
      write: createSchedule,
    },
    update: {
      method: 'PUT',
      summary: 'Change an exam; fields not sent stay as they are',
      access: 'exam:write',
      body: UpdateExamScheduleBodySchema,
      write: updateSchedule,
    },
  }),
  route({
    method: 'DELETE',
    url: '/ExamSchedule/:id',
    summary: 'Delete an exam with its papers; 409 once attendance or marks are recorded for it',
    access: 'exam:write',
    params: IdParamsSchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => deleteSchedule(write(), params.id),
  }),

  route({
    method: 'GET',
    url: '/SubjectExamSchedule/GetAllPaged',
    summary: 'The papers of an exam (batchId is the exam’s id, as one client sends it), by date and time',
    access: 'exam:read',
    query: SubjectExamScheduleListQuerySchema,
    response: SubjectExamSchedulePageSchema,
    handler: ({ read, query }) => listRoutines(read(), query),
  }),
  ...recordRoutes({
    path: '/SubjectExamSchedule',
    item: SubjectExamScheduleSchema,
    get: { summary: 'One paper of an exam', access: 'exam:read', read: getRoutine },
    create: {
      summary:
        'Add a paper: a subject of the exam’s program and period, theory and/or practical with full and pass marks, a date within the exam',
      access: 'exam:write',
      body: CreateSubjectExamScheduleBodySchema,
      write: createRoutine,
    },
    update: {
      method: 'PUT',
      summary: 'Change a paper; fields not sent stay as they are',
      access: 'exam:write',
      body: UpdateSubjectExamScheduleBodySchema,
      write: updateRoutine,
    },
  }),

  route({
    method: 'GET',
    url: '/ExamAppearManagement/by-subjectexamschedule',
    summary: 'A paper with the students who may sit it, their attendance and marks',
    access: 'exam:read',
    query: RoutineAttendanceQuerySchema,
    response: RoutineAttendanceResponseSchema,
    handler: ({ read, query }) => routineAttendance(read(), query),
  }),
  route({
    method: 'GET',
    url: '/ExamAppearManagement/getAllAppearedStudents',
    summary: 'Students who appeared, by batch, program, period, exam or paper',
    access: 'exam:read',
    query: ExamAppearedStudentsQuerySchema,
    response: ExamAppearedStudentPageSchema,
    handler: ({ read, query }) => listAppearedStudents(read(), query),
  }),
  route({
    method: 'POST',
    url: '/ExamAppearManagement/upsert',
    summary:
      'Mark students appeared (or absent) at a paper (multipart: subjectExamScheduleId, doesAppeared, remarks, StudentIds[n])',
    access: 'exam:write',
    body: ExamAppearUpsertBodySchema,
    response: z.object({ message: z.string(), saved: z.number() }),
    handler: ({ write, body }) => upsertAttendance(write(), body),
  }),
  route({
    method: 'GET',
    url: '/BulkExamAttend/GetAllStudent',
    summary:
      'The students who may sit an exam: enrolled at the campus in its program, batch, period (and major subject)',
    access: 'exam:read',
    query: EligibleStudentsQuerySchema,
    response: EligibleStudentPageSchema,
    handler: ({ read, query }) => listEligibleStudents(read(), query),
  }),

  route({
    method: 'POST',
    url: '/MarksEntry',
    summary:
      'Save marks (the contract’s array, or { rows, reason }); rows with a stale version answer 409; after publishing a reason is needed',
    access: 'exam:write',
    body: MarksEntryBodySchema,
    response: MarksEntryResponseSchema,
    handler: ({ write, body }) => saveMarks(write(), body),
  }),
  route({
    method: 'GET',
    url: '/MarksEntry/FilterByExam',
    summary: 'The appeared students of a paper (or exam) with their marks, PASS/FAIL and row versions',
    access: 'exam:read',
    query: MarksFilterQuerySchema,
    response: EnteredMarksPageSchema,
    handler: ({ read, query }) => filterMarks(read(), query),
  }),
];

export const examRoutes = routesPlugin('exam', examTable);
