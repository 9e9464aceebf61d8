/**
 * The access matrix: every API route, called anonymously and as each of the seven roles,
 * answers as the permission table implies. A route missing from EXPECTED_ACCESS fails, so
 * a new route cannot ship without someone deciding who may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, DEFAULT_CAMPUS_ID, MODULE_KEYS, moduleOf, ROLES, type Permission, type Role } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../tests/support/factories.ts';
import { listening } from '../../../tests/support/route-walk.ts';
import { asUser } from '../../../tests/support/session.ts';
import type { RouteAccess } from './access.ts';

const EXPECTED_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'POST /api/User/Login': 'public',
  'POST /api/User/StudentLogin': 'public',
  'POST /api/User': 'public',
  'POST /api/User/GetCodeUser': 'public',
  'POST /api/User/ResetPassword': 'public',
  'POST /api/User/ChangePassword': 'auth:change-password',
  'GET /api/Student/GetUserDetails': 'profile:read',
  'PUT /api/User/Language': 'profile:language',
  'GET /api/IdentityProvider': 'identity-provider:manage',
  'POST /api/IdentityProvider': 'identity-provider:manage',
  'GET /api/IdentityProvider/:id': 'identity-provider:manage',
  'PUT /api/IdentityProvider/:id': 'identity-provider:manage',
  'DELETE /api/IdentityProvider/:id': 'identity-provider:manage',
  'GET /api/Sso/Providers': 'public',
  'GET /api/Sso/:id/Start': 'public',
  'GET /api/Sso/Callback': 'public',
  'POST /api/Sso/Complete': 'public',
  'GET /api/User/Sessions': 'session:own',
  'DELETE /api/User/Sessions/:id': 'session:own',
  'POST /api/User/Sessions/EndOthers': 'session:own',
  'POST /api/User/Logout': 'public',
  'GET /api/User/:userId/Sessions': 'session:manage',
  'POST /api/User/:userId/Sessions/End': 'session:manage',
  'GET /api/Campus/:id': 'public',
  'GET /api/Settings/Public': 'public',
  'GET /api/Campus/GetAllCampuses': 'campus:read',
  'GET /api/Campus/GetCampusForSelection': 'campus:read',
  'POST /api/Campus': 'campus:create',
  'PATCH /api/Campus/UpdateLongitude': 'campus:update',
  'PATCH /api/Campus/:id': 'campus:update',
  'GET /api/Campus': 'campus:read',
  'GET /api/Campus/CountByTypeAndUniversity': 'campus:read',
  'GET /api/Campus/Locations': 'campus:read',
  'PATCH /api/Campus/Profile': 'campus:profile',
  'GET /api/University/GetAllUniversities': 'university:read',
  'GET /api/University': 'university:read',
  'GET /api/CentralDepartment': 'central-department:read',
  'GET /api/CentralDepartment/:id': 'central-department:read',
  'POST /api/CentralDepartment': 'central-department:write',
  'PATCH /api/CentralDepartment/:id': 'central-department:write',
  'GET /api/RegistryImport/Template': 'registry:import',
  'POST /api/RegistryImport': 'registry:import',
  'GET /api/RegistryImport/:id': 'registry:import',
  'GET /api/University/:id': 'public',
  'POST /api/University': 'university:write',
  'PATCH /api/University/:id': 'university:write',
  'GET /api/Address/GetAll': 'public',
  'GET /api/Faculty/GetAllFaculties': 'faculty:read',
  'GET /api/Faculty/GetAllFaculties/:universityId': 'faculty:read',
  'GET /api/Faculty/:id': 'faculty:read',
  'POST /api/Faculty': 'faculty:create',
  'PATCH /api/Faculty/:id': 'faculty:update',
  'GET /api/Level/GetAllLevels': 'level:read',
  'GET /api/level/GetAllLebel/:universityId': 'level:read',
  'GET /api/Level/GetAllLevels/:universityId': 'level:read',
  'GET /api/level/:id': 'level:read',
  'POST /api/Level': 'level:create',
  'PATCH /api/Level/:id': 'level:update',
  'GET /api/ProgramMgmt/GetAllPrograms': 'program:read',
  'GET /api/ProgramMgmt/GetAllPrograms/:universityId': 'program:read',
  'GET /api/ProgramMgmt/GetProgramByCOllegeId': 'program:read',
  'GET /api/ProgramMgmt/GetCollegePrograms': 'program:read',
  'POST /api/ProgramMgmt/AddProgramToCollege': 'program:adopt',
  'GET /api/ProgramMgmt/:id': 'program:read',
  'POST /api/ProgramMgmt': 'program:create',
  'PATCH /api/ProgramMgmt/:id': 'program:update',
  'GET /api/MajorSubject': 'major-subject:read',
  'GET /api/MajorSubject/by-program/:programId': 'major-subject:read',
  'GET /api/MajorSubject/GetProgramsWithMajorSubjects': 'major-subject:read',
  'GET /api/MajorSubject/:id': 'major-subject:read',
  'POST /api/MajorSubject': 'major-subject:create',
  'PUT /api/MajorSubject/:id': 'major-subject:update',
  'GET /api/Subject/GetAllSubjects': 'subject:read',
  'GET /api/Subject/GetSubjectByProgramId': 'subject:read',
  'POST /api/Subject/AddGroupSubject': 'subject:update',
  'DELETE /api/Subject/RemoveGroupSubject': 'subject:update',
  'GET /api/Subject/:id': 'subject:read',
  'POST /api/Subject': 'subject:create',
  'PATCH /api/Subject/:id': 'subject:update',
  'GET /api/FiscalYear': 'public',
  'GET /api/FiscalYear/GetFiscalYearsForSelection': 'public',
  'GET /api/FiscalYear/:id': 'public',
  'PUT /api/FiscalYear/:id': 'lookup:write',
  'GET /api/Batch': 'lookup:read',
  'GET /api/Batch/:id': 'lookup:read',
  'POST /api/Batch': 'lookup:write',
  'PUT /api/Batch/:id': 'lookup:write',
  'GET /api/EthinicGroup': 'public',
  'GET /api/EthinicGroup/:id': 'public',
  'POST /api/EthinicGroup': 'lookup:write',
  'PUT /api/EthinicGroup/:id': 'lookup:write',
  'GET /api/EmployeePositions': 'lookup:read',
  'GET /api/EmployeePositions/:id': 'lookup:read',
  'POST /api/EmployeePositions': 'lookup:write',
  'PUT /api/EmployeePositions/:id': 'lookup:write',
  'GET /api/AgeManagement/GetAll': 'public',
  'POST /api/AgeManagement/Add': 'age-group:write',
  'GET /api/StudentUpgrade/Semesters': 'lookup:read',
  'GET /api/StudentUpgrade/Years': 'lookup:read',
  'GET /api/FeeType': 'fee:read',
  'GET /api/FeeType/:id': 'fee:read',
  'POST /api/FeeType': 'fee:write',
  'PUT /api/FeeType/:id': 'fee:write',
  'GET /api/GeneralFeeType': 'fee:read',
  'GET /api/GeneralFeeType/:id': 'fee:read',
  'POST /api/GeneralFeeType': 'fee:write',
  'PUT /api/GeneralFeeType/:id': 'fee:write',
  'GET /api/FeeSetup': 'fee:read',
  'POST /api/FeeSetup': 'fee:write',
  'GET /api/Receipt/GetReceiptNo': 'receipt:read',
  'POST /api/Receipt/GenerateReceipt': 'receipt:issue',
  'GET /api/Receipt': ['receipt:read', 'receipt:self'],
  'GET /api/Receipt/Statement': 'receipt:read',
  'GET /api/ReceiptReport/DailyCollections': ['receipt:read', 'report:read'],
  'GET /api/ReceiptReport/CollectionsByFeeItem': ['receipt:read', 'report:read'],
  'GET /api/ReceiptReport/CollectionsByProgram': ['receipt:read', 'report:read'],
  'GET /api/ReceiptReport/CollectionsByFiscalYear': ['receipt:read', 'report:read'],
  'GET /api/ReceiptReport/CancelledReceipts': ['receipt:read', 'report:read'],
  'GET /api/Student/Me/Statement': 'receipt:self',
  'GET /api/Receipt/:id': ['receipt:read', 'receipt:self'],
  'POST /api/Receipt/:id/cancel': 'receipt:cancel',
  'GET /api/Receipt/:id/pdf': ['receipt:read', 'receipt:self'],
  'GET /api/HolidayForAttendance': 'holiday:read',
  'GET /api/HolidayForAttendance/:id': 'holiday:read',
  'POST /api/HolidayForAttendance': 'holiday:write',
  'PUT /api/HolidayForAttendance/:id': 'holiday:write',
  // Students: records, lists and the student's own record (student-core).
  'POST /api/Student/Create': 'student:write',
  'POST /api/Student/EnrolledOfTransferred': 'student:write',
  'GET /api/Student/GetAllStudentPaginated': 'student:read',
  'GET /api/Student/GetPaginatedStdsByMajor': 'student:read',
  // Student list reports (student-report).
  'GET /api/Student/GetStudentByFilter': 'student:read',
  'GET /api/Student/GetStudentByFilter/csv': 'student:read',
  'GET /api/Student/GetStudentCountByProgramMajor': 'student:read',
  'GET /api/Student/Report/GetStudentByDistrict': 'student:read',
  'GET /api/Student/Report/GetStudentSummary': 'student:read',
  'GET /api/Student/GetAllStudent': 'student:read',
  'PATCH /api/Student/UpdateStudentIdentifiers': 'student:write',
  'PATCH /api/Student/BulkUpdateSection': 'student:write',
  'POST /api/Student/VerifyStudentSelf/:id': 'student:verify',
  'GET /api/Student/Me': 'student:self',
  'GET /api/Student/Me/file/:kind': 'student:self',
  'GET /api/Student/:id/file/:kind': 'student:read',
  'POST /api/Student/:id/CreateLogin': 'student:write',
  'GET /api/Student/:id': 'student:read',
  'PATCH /api/Student/:id': 'student:write',
  'PATCH /api/Student/UpdateTransferredStudent/:id': 'student:write',
  // Sections, upgrades, transfers, attendance, documents and legacy enrolments (student-academics).
  'GET /api/SectionForStudent/all': 'student:read',
  'POST /api/SectionForStudent/create': 'student-section:write',
  'PUT /api/SectionForStudent/update/:id': 'student-section:write',
  'GET /api/StudentUpgrade/GetStudentUpgradePaginated': 'student:read',
  'POST /api/StudentUpgrade': 'student:write',
  'POST /api/StudentTransfer': 'student:transfer',
  'GET /api/StudentTransfer/TargetCampuses': 'student:transfer',
  'GET /api/StudentTransfer/Incoming': 'student:read',
  'GET /api/StudentTransfer/Outgoing': 'student:read',
  'POST /api/StudentTransfer/:id/Accept': 'student:transfer',
  'GET /api/StudentTransfer/:id/document': 'student:read',
  'GET /api/AttendanceStudent': 'student-attendance:write',
  'POST /api/AttendanceStudent': 'student-attendance:write',
  'GET /api/studentprofile/by-student/:studentId': 'student:read',
  'GET /api/studentprofile/Me': 'student:self',
  'POST /api/studentprofile/upsert': 'student:write',
  'GET /api/Enrollment': 'student:read',
  'POST /api/Enrollment': 'student:write',
  'GET /api/Enrollment/Me': 'student:self',
  // Bulk import of students (student-import).
  'GET /api/StudentInload/Template': 'student:import',
  'POST /api/StudentInload/Inload': 'student:import',
  'GET /api/StudentInload/Batch/:batchNo': 'student:import',
  'POST /api/StudentInload/Insert': 'student:import',
  // Employees: departments and sections, the record and its documents.
  'GET /api/Management/Departments': 'department:read',
  'POST /api/Management/AddDepartment': 'department:write',
  'GET /api/Management/Department/:id': 'department:read',
  'PUT /api/Management/UpdateDepartment/:id': 'department:write',
  'GET /api/Management/Sections': 'department:read',
  'POST /api/Management/AddSection': 'department:write',
  'PUT /api/Management/UpdateSection/:id': 'department:write',
  'POST /api/Employee': 'employee:write',
  'GET /api/Employee/GetAllEmployeees': 'employee:read',
  'GET /api/Employee/:id': 'employee:read',
  'PATCH /api/Employee/:id': 'employee:write',
  'GET /api/Employee/:id/files': 'employee:read',
  'GET /api/Employee/:id/file/:kind': 'employee:read',
  'PUT /api/Employee/:id/file/:kind': 'employee:write',
  'DELETE /api/Employee/:id/file/:kind': 'employee:write',
  // Employees: staff reports, signatures and attendance.
  'GET /api/Employee/GetJoiningTypeByEmployeeType': ['employee:read', 'dashboard:read'],
  'GET /api/Employee/Report/EmployeeType': ['employee:read', 'dashboard:read'],
  'GET /api/Employee/Report/GetTeachingEmployeeByGender': ['employee:read', 'report:read'],
  'GET /api/Employee/Report/GetNonTeachingStaffPositionSummary': ['employee:read', 'report:read'],
  'GET /api/Employee/Report/GetTeachingStaffByPostSummary': ['employee:read', 'report:read'],
  'GET /api/Employee/Report/GetTeachingStaffSummary': 'employee:read',
  'GET /api/Employee/Report/GetNonTeachingStaffByPostSummary': ['employee:read', 'report:read'],
  'GET /api/Employee/Report/GetNonTeachingStaffByEthnicity': 'employee:read',
  'GET /api/Employee/Report/GetNonEmployeeBySection': 'employee:read',
  'GET /api/Employee/Report/Teaching': 'employee:read',
  'GET /api/Employee/Report/NonTeaching': 'employee:read',
  'GET /api/uploadsign': 'signature:read',
  'POST /api/uploadsign/upload': 'signature:write',
  'GET /api/uploadsign/by-employee/:id': 'signature:read',
  'GET /api/uploadsign/:id': 'signature:read',
  'PATCH /api/uploadsign/:id': 'signature:write',
  'DELETE /api/uploadsign/:id': 'signature:write',
  'GET /api/uploadsign/:id/image/:which': 'signature:read',
  'GET /api/Employee/getEmployee': 'employee-attendance:write',
  'GET /api/AttendanceEmployee': 'employee-attendance:write',
  'POST /api/AttendanceEmployee/List': 'employee-attendance:write',
  // Printed documents.
  'GET /api/Verify/:code': 'public',
  'GET /api/Student/:id/RegistrationForm/pdf': 'student:read',
  'GET /api/IdCardInfo/batches': 'id-card:read',
  'GET /api/IdCardInfo/by-batchNo/:batchNo': 'id-card:read',
  'POST /api/IdCardInfo/bulk-by-students': 'id-card:write',
  'GET /api/IdCardInfo/:batchNo/pdf': 'id-card:read',
  'GET /api/Student/GetIdCard': 'id-card:read',
  'PATCH /api/Student/:id/update-validity': 'id-card:write',
  'GET /api/Student/:id/IdCard/pdf': 'id-card:read',
  'GET /api/Student/Me/IdCard/pdf': 'student:self',
  // Users, modules and permissions.
  'GET /api/Moodule': 'module:read',
  'POST /api/Module': 'module:write',
  'GET /api/ModuleCollegeAccess': 'module:read',
  'GET /api/User/UserPermissionCollege/:userId': 'module:read',
  'POST /api/Employee/assign-permissions-to-employee': 'permission:assign',
  'GET /api/Employee/migrated-employees': 'user:read',
  'POST /api/Employee/migrate-old-employee': 'user:write',
  'GET /api/Users': 'user:read',
  'POST /api/Users': 'user:write',
  'PATCH /api/Users/:id/status': 'user:write',
  'POST /api/Users/:id/password-link': 'user:write',
  'GET /api/AuditLog': 'audit:read',
  // Dropouts.
  'POST /api/DropOut': 'dropout:write',
  'GET /api/DropOut': 'dropout:read',
  'GET /api/DropOut/GetDropoutOfFiscalYear': ['dropout:read', 'report:read'],
  'GET /api/DropOut/:id': 'dropout:read',
  'DELETE /api/DropOut/:id': 'dropout:write',
  'GET /api/DropOut/:id/RecommendationLetter/pdf': 'dropout:read',
  // Scholarships.
  'POST /api/Scholarship': 'scholarship:write',
  'PUT /api/Scholarship/:id': 'scholarship:write',
  'GET /api/Scholarship/filter': 'scholarship:read',
  'GET /api/Scholarship/filter/xlsx': 'scholarship:read',
  'GET /api/Scholarship/:id/application': 'scholarship:read',
  // Graduation.
  'POST /api/Graduation/GenerateGraduationApplicationForStudent': 'graduation:write',
  'POST /api/Graduation/GenerateGraduationApplication': 'graduation:write',
  'GET /api/Graduation/GetGraduationApplicationsStudent': 'graduation:read',
  'GET /api/Graduation': ['graduation:read', 'alumni:read'],
  'GET /api/Graduation/GraduationApplications/Pending': ['graduation:read', 'alumni:read'],
  'GET /api/Graduation/GetGraduationOfFiscalYear': ['graduation:read', 'report:read'],
  'GET /api/Graduation/:id': ['graduation:read', 'alumni:read'],
  'PUT /api/Graduation/:id': 'graduation:write',
  'GET /api/Graduation/:id/file/:kind': ['graduation:read', 'alumni:read'],
  'GET /api/GraduationCC': 'graduation:read',
  'GET /api/GraduationCC/ByGraduationApplication/:id': 'graduation:read',
  'POST /api/GraduationCC/GenerateGraduationCharacterCertificate': 'graduation:write',
  'GET /api/GraduationCC/:id': 'graduation:read',
  'GET /api/GraduationCC/:id/file': 'graduation:read',
  'GET /api/Graduation/:id/CharacterCertificate/pdf': 'graduation:write',
  'GET /api/Graduation/:id/CharacterCertificateApplication/pdf': 'graduation:write',
  'POST /api/User/AlumniLogin': 'public',
  // Two-factor sign-in (issue #33).
  'POST /api/User/Login/TwoFactor': 'public',
  'POST /api/User/Login/TwoFactor/Enrol': 'public',
  'POST /api/User/Login/TwoFactor/Confirm': 'public',
  'GET /api/User/TwoFactor': 'two-factor:own',
  'POST /api/User/TwoFactor/Enrol': 'two-factor:own',
  'POST /api/User/TwoFactor/Confirm': 'two-factor:own',
  'POST /api/User/TwoFactor/RecoveryCodes': 'two-factor:own',
  'DELETE /api/User/TwoFactor': 'two-factor:own',
  'POST /api/User/:userId/TwoFactor/Reset': 'user:write',
  'GET /api/TwoFactorPolicy': 'two-factor:policy',
  'PUT /api/TwoFactorPolicy': 'two-factor:policy',
  'GET /api/Alumni/Campuses': 'public',
  'GET /api/Alumni/Campuses/:id/Programs': 'public',
  'POST /api/Graduation/AlumniSubmitGraduationApplication': 'public',
  'POST /api/AlumniRegister/Verify/:id': 'alumni:verify',
  'GET /api/Alumni/Summary': 'alumni:read',
  'GET /api/Alumni/Me': 'alumni:self',
  'PUT /api/Alumni/Me': 'alumni:self',
  'GET /api/Alumni/Me/file/:kind': 'alumni:self',
  'GET /api/Graduation/StudentsByBatch': ['alumni:self', 'alumni:read'],
  'GET /api/AlumniEmployee': ['alumni:self', 'alumni:read'],
  'GET /api/AlumniEmployee/ByGraduationApplication': ['alumni:self', 'alumni:read'],
  'GET /api/AlumniEmployee/:id': ['alumni:self', 'alumni:read'],
  'POST /api/AlumniEmployee/Create': 'alumni:self',
  'PUT /api/AlumniEmployee/Update/:id': 'alumni:self',
  'DELETE /api/AlumniEmployee/Delete/:id': 'alumni:self',
  'GET /api/Student/GetTotalStudents': 'dashboard:read',
  'GET /api/Student/GetStudentsByFacultyForDahsboard': 'dashboard:read',
  'GET /api/Student/GetStudentsByLevelForDahsboard': 'dashboard:read',
  'GET /api/Student/GetStudentsByProgram': 'dashboard:read',
  'GET /api/Dashboard/GetStudentByEthnicity': 'dashboard:read',
  'GET /api/Dashboard/Trend-summary': 'dashboard:read',
  'GET /api/Dashboard/GetNoOfCollgeForUniAndAdmin': 'dashboard:read',
  'GET /api/Dashboard/College/GetGraduationByGender': 'report:read',
  'GET /api/Dashboard/College/GetGraduationByEthnicity': 'report:read',
  'GET /api/Dashboard/GetStudentsDropOutReport': 'report:read',
  'GET /api/Dashboard/college/enrollment-by-ecological-belt': 'report:read',
  'GET /api/Dashboard/college/GenerateStudentByProgramProvinceReport': 'report:read',
  'GET /api/Dashboard/Report/GetStudentsByAgeGroupForCollege': 'report:read',
  'GET /api/Dashboard/Report/GetStudentsByAgeGroupForUni': 'report:read',
  'GET /api/Dashboard/Report/GetStudentsByAgeGroupForUgc': 'report:read',
  'GET /api/Dashboard/college/teachingStaffQualifications': 'report:read',
  'GET /api/Dashboard/College/GetTeachingStaffDistribution': 'report:read',
  'GET /api/Dashboard/College/GetTeachingStaffByDepartment': 'report:read',
  'GET /api/Dashboard/college/StudentTeacherRatio': 'report:read',
  'GET /api/Dashboard/GetStudentsFilterableReport': 'report:read',
  'GET /api/Dashboard/GenerateTeacherReport': 'report:read',
  'POST /api/UploadReport': 'report:upload',
  'GET /api/CampusReport': 'report:read',
  'GET /api/CampusReport/GetByCampus/:id': 'report:read',
  'GET /api/UploadReport/:id/file': 'report:read',
  // Examinations (issue #26): exam types, schedules, papers, attendance and marks.
  'POST /api/ExamType': 'exam:write',
  'GET /api/ExamSchedule': 'exam:read',
  'GET /api/ExamSchedule/:id': 'exam:read',
  'POST /api/ExamSchedule': 'exam:write',
  'PUT /api/ExamSchedule/:id': 'exam:write',
  'DELETE /api/ExamSchedule/:id': 'exam:write',
  'GET /api/SubjectExamSchedule/GetAllPaged': 'exam:read',
  'GET /api/SubjectExamSchedule/:id': 'exam:read',
  'POST /api/SubjectExamSchedule': 'exam:write',
  'PUT /api/SubjectExamSchedule/:id': 'exam:write',
  'GET /api/ExamAppearManagement/by-subjectexamschedule': 'exam:read',
  'GET /api/ExamAppearManagement/getAllAppearedStudents': 'exam:read',
  'POST /api/ExamAppearManagement/upsert': 'exam:write',
  'GET /api/BulkExamAttend/GetAllStudent': 'exam:read',
  'POST /api/MarksEntry': 'exam:write',
  'GET /api/MarksEntry/FilterByExam': 'exam:read',
  // Board exams and pass rates (issue #26): a campus's own staff record them; the figures are read at every scope.
  'GET /api/BulkExamAttend': 'pass-rate:read',
  'GET /api/BulkExamAttend/GetAllAppearedStudents': 'pass-rate:read',
  'POST /api/BulkExamAttend': 'pass-rate:write',
  'POST /api/BulkExamAttend/CreatePassStudent': 'pass-rate:write',
  'GET /api/PassRateCalculation/GetPassRateCalculation': ['pass-rate:read', 'report:read'],
  'GET /api/Dashboard/GetPassRateByProgram': ['dashboard:read', 'report:read', 'pass-rate:read'],
  'DELETE /api/UploadReport/:id': 'report:upload',
  'GET /api/Dashboard/GetAnnualProgramReport': 'report:read',
  'GET /api/Dashboard/GetSemesterProgramReport': 'report:read',
  'GET /api/StatisticalReport/pdf': 'report:read',
  'GET /api/ResearchSummary': 'report:read',
  'GET /api/FinanceSummary': 'report:read',
  // Exam results (issue #26): the grading scale, report cards, the marks ledger, publishing.
  'GET /api/GradingScale': 'grading:read',
  'PUT /api/GradingScale/:universityId': 'grading:write',
  'GET /api/MarksEntry/GetProgramResult': 'exam:read',
  'GET /api/MarksEntry/GetProgramResultAll': 'exam:read',
  'GET /api/MarksEntry/GetProgramResultByStudent': 'exam:read',
  'GET /api/MarksEntry/GetProgramResult/pdf': 'exam:read',
  'GET /api/MarksEntry/GetProgramResultAll/pdf': 'exam:read',
  'GET /api/MarksEntry/GetProgramResultByStudent/pdf': 'exam:read',
  'GET /api/MarksLedger/:id/pdf': 'exam:read',
  'GET /api/MarksLedger/:id/xlsx': 'exam:read',
  'POST /api/ExamSchedule/:id/publish': 'exam:publish',
  'POST /api/ExamSchedule/:id/unpublish': 'exam:publish',
  'GET /api/Student/Me/Results': 'student:self',
  'GET /api/Student/Me/Results/:examScheduleId/pdf': 'student:self',
  'GET /api/Student/Me/Dues': 'receipt:self',
  'POST /api/Student/Me/Payments/esewa': 'receipt:self',
  'POST /api/Student/Me/Payments/esewa/success': 'receipt:self',
  'POST /api/Student/Me/Payments/esewa/failure': 'receipt:self',
  'GET /api/Student/Me/Payments/:transactionUuid': 'receipt:self',
  'GET /api/OnlinePayment': 'receipt:read',
  'POST /api/OnlinePayment/:transactionUuid/recheck': 'receipt:issue',
  'GET /api/Lands': 'infrastructure:read',
  'GET /api/Lands/:id': 'infrastructure:read',
  'POST /api/Lands': 'infrastructure:write',
  'PUT /api/Lands/:id': 'infrastructure:write',
  'POST /api/Lands/:id/archive': 'infrastructure:write',
  'GET /api/Buildings': 'infrastructure:read',
  'GET /api/Buildings/:id': 'infrastructure:read',
  'POST /api/Buildings': 'infrastructure:write',
  'PUT /api/Buildings/:id': 'infrastructure:write',
  'POST /api/Buildings/:id/archive': 'infrastructure:write',
  'GET /api/Labs': 'infrastructure:read',
  'GET /api/Labs/:id': 'infrastructure:read',
  'POST /api/Labs': 'infrastructure:write',
  'PUT /api/Labs/:id': 'infrastructure:write',
  'POST /api/Labs/:id/archive': 'infrastructure:write',
  'GET /api/Hostels': 'infrastructure:read',
  'GET /api/Hostels/:id': 'infrastructure:read',
  'POST /api/Hostels': 'infrastructure:write',
  'PUT /api/Hostels/:id': 'infrastructure:write',
  'POST /api/Hostels/:id/archive': 'infrastructure:write',
  'GET /api/Facilty': 'infrastructure:read',
  'GET /api/Facilty/:id': 'infrastructure:read',
  'POST /api/Facilty': 'infrastructure:write',
  'PATCH /api/Facilty/:id': 'infrastructure:write',
  'POST /api/Facilty/:id/archive': 'infrastructure:write',
  'GET /api/Library': 'infrastructure:read',
  'GET /api/Library/:id': 'infrastructure:read',
  'POST /api/Library': 'infrastructure:write',
  'PUT /api/Library/:id': 'infrastructure:write',
  'POST /api/Library/:id/archive': 'infrastructure:write',
  'GET /api/FurnitureEquipmentVehicle': 'infrastructure:read',
  'GET /api/FurnitureEquipmentVehicle/:id': 'infrastructure:read',
  'POST /api/FurnitureEquipmentVehicle': 'infrastructure:write',
  'PUT /api/FurnitureEquipmentVehicle/:id': 'infrastructure:write',
  'POST /api/FurnitureEquipmentVehicle/:id/archive': 'infrastructure:write',
  'GET /api/InfrastructureSummary': ['infrastructure:read', 'report:read'],
  'GET /api/ResearchPublication': 'research:read',
  'GET /api/ResearchPublication/Researchers': 'research:write',
  'POST /api/ResearchPublication': 'research:write',
  'GET /api/ResearchPublication/:id': 'research:read',
  'PATCH /api/ResearchPublication/:id': 'research:write',
  'DELETE /api/ResearchPublication/:id': 'research:write',
  'GET /api/ResearchPublication/:id/files/:kind': 'research:read',
  'GET /api/AddCampusAccreditation/:campusId': 'qaa:read',
  'PUT /api/AddCampusAccreditation/:campusId': 'qaa:manage',
  'POST /api/QaaCampus': 'qaa:manage',
  'GET /api/AddAccreditation': 'qaa:read',
  'GET /api/AddAccreditation/:id': 'qaa:read',
  'POST /api/AddAccreditation': 'qaa:manage',
  'PUT /api/AddAccreditation/:id': 'qaa:manage',
  'GET /api/AddAccreditation/:id/evidence': 'qaa:read',
  'GET /api/Qaa/Campus': 'qaa:read',
  'GET /api/Qaa/Campus/:campusId': 'qaa:read',
  'POST /api/Qaa/Campus/:campusId/Cycles': 'qaa:submit',
  'POST /api/Qaa/Cycles/:id/Stages': 'qaa:submit',
  'PUT /api/Qaa/Cycles/:id/Team': 'qaa:manage',
  'GET /api/Qaa/Cycles/:id/Events/:eventId/Document': 'qaa:read',
  'POST /api/Qaa/ExpiryAlerts/Run': 'qaa:manage',
  'GET /api/CampusImage': 'infrastructure:read',
  'POST /api/CampusImage': 'infrastructure:write',
  'PATCH /api/CampusImage/:id': 'infrastructure:write',
  'DELETE /api/CampusImage/:id': 'infrastructure:write',
  'GET /api/CampusImage/:id/file': 'infrastructure:read',
  'GET /api/FactSheet': 'factsheet:read',
  'GET /api/FactSheet/:campusId': 'factsheet:read',
  'GET /api/FactSheet/:campusId/pdf': 'factsheet:read',
  'GET /api/public/FactSheet/:campusId': 'public',
  'GET /api/public/FactSheet/:campusId/pdf': 'public',
  'GET /api/FinanceHead': 'finance-head:read',
  'GET /api/FinanceHead/:id': 'finance-head:read',
  'POST /api/FinanceHead': 'finance-head:write',
  'PUT /api/FinanceHead/:id': 'finance-head:write',
  'GET /api/IncomeExpenditureEntry': 'finance-entry:read',
  'GET /api/IncomeExpenditureEntry/:id': 'finance-entry:read',
  'POST /api/IncomeExpenditureEntry': 'finance-entry:write',
  'PUT /api/IncomeExpenditureEntry/:id': 'finance-entry:write',
  'POST /api/IncomeExpenditureEntry/:id/cancel': 'finance-entry:write',
  'GET /api/IncomeExpenditureEntry/:id/versions': 'finance-entry:read',
  'GET /api/IncomeExpenditureEntry/:id/evidence': 'finance-entry:read',
  'GET /api/IncomeExpenditureEntry/:id/versions/:versionId/evidence': 'finance-entry:read',
  'GET /api/Qaa/Report/Province': 'qaa:read',
  'GET /api/Qaa/Report/Campus': 'qaa:read',
  'GET /api/Qaa/Report/Expiry': 'qaa:read',
  'GET /api/Qaa/Expiring': 'qaa:read',
  // Accounts: the chart, vouchers and the books' fiscal years.
  'GET /api/AccountSubGroup': 'accounts:read',
  'POST /api/AccountSubGroup': ['accounts:chart', 'accounts:standard-chart'],
  'PATCH /api/AccountSubGroup/:id': ['accounts:chart', 'accounts:standard-chart'],
  'GET /api/AccountLedger': 'accounts:read',
  'GET /api/AccountLedger/:id': 'accounts:read',
  'POST /api/AccountLedger': ['accounts:chart', 'accounts:standard-chart'],
  'PATCH /api/AccountLedger/:id': ['accounts:chart', 'accounts:standard-chart'],
  'GET /api/AccountSubLedger': 'accounts:read',
  'POST /api/AccountSubLedger': 'accounts:chart',
  'PATCH /api/AccountSubLedger/:id': 'accounts:chart',
  'GET /api/Voucher': 'accounts:read',
  'GET /api/Voucher/:id': 'accounts:read',
  'POST /api/Voucher': 'voucher:prepare',
  'PUT /api/Voucher/:id': 'voucher:prepare',
  'DELETE /api/Voucher/:id': 'voucher:prepare',
  'POST /api/Voucher/:id/Verify': 'voucher:verify',
  'POST /api/Voucher/:id/Approve': 'voucher:approve',
  'POST /api/Voucher/:id/Reverse': 'voucher:prepare',
  'GET /api/Voucher/:id/pdf': 'accounts:read',
  'GET /api/AccountYear': 'accounts:read',
  'POST /api/AccountYear/Close': 'accounts:close-year',
  // Accounts: the statements.
  'GET /api/AccountReport/LedgerStatement': 'accounts:read',
  'GET /api/AccountReport/TrialBalance': 'accounts:read',
  'GET /api/AccountReport/IncomeExpenditure': 'accounts:read',
  'GET /api/AccountReport/BalanceSheet': 'accounts:read',
  // Budgets.
  'GET /api/Budget': 'budget:read',
  'GET /api/Budget/Actuals': 'budget:read',
  'GET /api/Budget/:id': 'budget:read',
  'POST /api/Budget': 'budget:write',
  'PATCH /api/Budget/:id': 'budget:write',
  'GET /api/Budget/:id/Revisions': 'budget:read',
  // Annual returns.
  'GET /api/AnnualReturn': 'return:read',
  'POST /api/AnnualReturn': 'return:open',
  'GET /api/AnnualReturn/:id/Progress': 'return:read',
  'GET /api/AnnualReturn/:id/Figures': 'return:read',
  'POST /api/AnnualReturn/:id/Snapshots': 'return:open',
  'GET /api/AnnualReturn/:id/Snapshots/:jobId': 'return:open',
  'GET /api/AnnualReturn/:id/Campus/:campusId': 'return:read',
  'POST /api/AnnualReturn/:id/Campus/:campusId/Snapshot': 'return:prepare',
  'GET /api/CampusReturn/:id/Students': 'return:read',
  'GET /api/CampusReturn/:id/Staff': 'return:read',
  'PUT /api/CampusReturn/:id/Findings/:findingId/Explanation': 'return:prepare',
  'POST /api/CampusReturn/:id/Submit': 'return:submit',
  'POST /api/CampusReturn/:id/Approve': 'return:review',
  'POST /api/CampusReturn/:id/Return': ['return:review', 'return:accept'],
  'POST /api/CampusReturn/:id/Accept': 'return:accept',
  // The submission API: a university's keys, and the batch signed with one (X-Api-Key, no session).
  'GET /api/UniversityApiKey': 'return:api-key',
  'POST /api/UniversityApiKey': 'return:api-key',
  'POST /api/UniversityApiKey/:id/Revoke': 'return:api-key',
  'POST /api/Submission/AnnualReturn/:fiscalYearId/Campus/:campusId': 'public',
};

/** Path parameters filled with ids that exist, so an allowed call is not a 404 by accident. */
const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, String(DEFAULT_CAMPUS_ID));

function expectedOutcome(access: RouteAccess, role: Role | undefined): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (role === undefined) return 401;
  return heldPermissions(access, role).length ? 'allowed' : 403;
}

/** The permissions of a route's rule that the role holds (a rule may name several: any one will do). */
function heldPermissions(access: Exclude<RouteAccess, 'public'>, role: Role): Permission[] {
  return [access].flat().filter((permission) => can(role, permission));
}

/**
 * The matrix tests send thousands of requests one after another (every route for every role,
 * reports and PDFs among them): beside other test files on two busy cores they outlast the
 * default limit, which is there to catch a hang, not to time them.
 */
const MATRIX_TIMEOUT_MS = 120_000;

describe('access matrix', () => {
  let test: TestApp;
  const users = new Map<Role, TestUser>();
  beforeAll(async () => {
    // Listening, so the calls sent at once share one server rather than each starting its own.
    test = await listening(await createTestApp());
    const { createUser } = factoriesFor(test.app.prisma);
    for (const role of ROLES) users.set(role, await createUser({ role }));
  });
  afterAll(() => test.close());

  it('knows every registered API route and the access it declares', () => {
    const declared = Object.fromEntries(
      test.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  it(
    'answers anonymous callers and each role as the permission table implies',
    async () => {
      const mismatches: string[] = [];
      for (const { method, url, access } of test.app.routeAccess) {
        // The callers of one route at once: their answers do not depend on each other.
        await Promise.all(
          [undefined, ...ROLES].map(async (role) => {
            const client = role ? asUser(test, users.get(role)!) : test.api;
            const response = await client[method.toLowerCase() as 'get' | 'post'](fillParams(url)).send({});
            const expected = expectedOutcome(access, role);
            const actual = response.status === 401 || response.status === 403 ? response.status : 'allowed';
            if (actual !== expected) {
              mismatches.push(`${role ?? 'anonymous'} ${method} ${url}: expected ${expected}, got ${response.status}`);
            }
          }),
        );
      }
      expect(mismatches).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'lets a CollegeUser call exactly the routes of the modules granted, and every route of no module',
    async () => {
      const { createUser, grantModules } = factoriesFor(test.app.prisma);
      const staff = await createUser({ role: 'CollegeUser', modules: [] });
      // A route shared by several modules (its rule names a permission of each) opens with any of them.
      const routes = test.app.routeAccess.flatMap((route) => {
        const permissions = route.access === 'public' ? [] : heldPermissions(route.access, 'CollegeUser');
        return permissions.length ? [{ ...route, modules: permissions.map(moduleOf) }] : [];
      });
      const mismatches: string[] = [];
      for (const granted of [undefined, ...MODULE_KEYS]) {
        await grantModules(staff.id, granted ? [granted] : []);
        for (const { method, url, modules } of routes) {
          const response = await asUser(test, staff)[method.toLowerCase() as 'get' | 'post'](fillParams(url)).send({});
          const expected = modules.some((module) => module === null || module === granted) ? 'allowed' : 403;
          const actual = response.status === 403 ? 403 : 'allowed';
          if (actual !== expected) {
            mismatches.push(
              `with ${granted ?? 'no module'}: ${method} ${url} expected ${expected}, got ${response.status}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(routes.filter((route) => route.modules.includes('student management')).length).toBeGreaterThan(10);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('answers 403 with the FORBIDDEN code', async () => {
    // A route of its own, so the answer's shape is checked apart from any module's rules.
    const forbidden = await createTestApp({
      prepare: (app) => {
        app.get('/api/test/ugc-report', { config: { access: 'report:ugc-summary' } }, async () => ({ ok: true }));
      },
    });
    try {
      const { createUser } = factoriesFor(forbidden.app.prisma);
      const response = await asUser(forbidden, await createUser({ role: 'CollegeAdmin' }))
        .get('/api/test/ugc-report')
        .expect(403);
      expect(response.body.code).toBe('FORBIDDEN');
      await asUser(forbidden, await createUser({ role: 'UgcAdmin' }))
        .get('/api/test/ugc-report')
        .expect(200);
    } finally {
      await forbidden.close();
    }
  });
});
