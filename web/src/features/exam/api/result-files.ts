/** The printed results (api-contract 5.8): report cards as PDFs and the marks ledger as PDF and XLSX, fetched with the session's token. */
import { downloadFile } from '../../../lib/api-client.ts';

export const reportCardPdf = (examId: number, studentId: number) => ({
  path: 'MarksEntry/GetProgramResult/pdf',
  query: { ExamScheduleId: examId, StudentId: studentId },
  fileName: `report-card-${examId}-${studentId}.pdf`,
});

export const downloadReportCard = (examId: number, studentId: number) => {
  const file = reportCardPdf(examId, studentId);
  return downloadFile(file.path, file.query, file.fileName);
};

export const downloadAllReportCards = (examId: number) =>
  downloadFile('MarksEntry/GetProgramResultAll/pdf', { ExamScheduleId: examId }, `report-cards-${examId}.pdf`);

/** Every exam's report card of one student as one PDF ("Generate Student Results"). */
export const downloadStudentReportCards = (studentId: number) =>
  downloadFile('MarksEntry/GetProgramResultByStudent/pdf', { StudentId: studentId }, `results-${studentId}.pdf`);

export const downloadLedger = (examId: number, format: 'pdf' | 'xlsx') =>
  downloadFile(`MarksLedger/${examId}/${format}`, undefined, `marks-ledger-${examId}.${format}`);

export const downloadMyReportCard = (examId: number) =>
  downloadFile(`Student/Me/Results/${examId}/pdf`, undefined, `report-card-${examId}.pdf`);
