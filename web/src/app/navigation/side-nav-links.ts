/**
 * The side navigation's link sets (spec section 2: Layout): one per first path segment of
 * the thirteen the spec lists, /scholarship of api-contract 7, /public-finance of api-contract 5.11 and /Alumni of api-contract 6, and a default set (the main menu the role sees) for any
 * other path. Links to modules a later issue builds open the updating-soon page until then.
 */
import { rolesWith, visibleMenuItems, type Role } from '@hemis/contracts';

export interface NavLink {
  label: string;
  to: string;
  /** The roles the link is for, when not everyone who reaches the segment. */
  roles?: readonly Role[];
}

/** The grants body's QAA staff, who keep the QAA programme. */
const QAA_KEEPERS = rolesWith('qaa:manage');

export const SIDE_NAV_SEGMENTS = [
  'other-setup',
  'employee-management',
  'exam-management',
  'student-management',
  'program-management',
  'infrastructure-management',
  'graduation-management',
  'receipt-management',
  'dropout-management',
  'user-management',
  'organization-management',
  'accrediation',
  'pass-rate-management',
  'scholarship',
  'public-finance',
  // Matched lower-case: the staff's /Alumni pages (the portal's /alumni has its own layout).
  'alumni',
] as const;

export type SideNavSegment = (typeof SIDE_NAV_SEGMENTS)[number];

/** A university's grading scale: a page of the exams' segment that the Setup links offer too. */
const GRADING_SCALE_PATH = '/exam-management/grading-scale';

export const SIDE_NAV_LINKS: Record<SideNavSegment, readonly NavLink[]> = {
  'other-setup': [
    { label: 'Setup Home', to: '/other-setup/home' },
    { label: 'Faculty Management', to: '/other-setup/faculty-management' },
    { label: 'Level Management', to: '/other-setup/level-management' },
    { label: 'Fiscal Year', to: '/arthikBarsa' },
    { label: 'Batch Management', to: '/other-setup/batch-management' },
    { label: 'Ethnic Group Management', to: '/other-setup/ethnic-group-management' },
    { label: 'Post Management', to: '/other-setup/post-management' },
    { label: 'Fee Setup', to: '/other-setup/fee-setup' },
    { label: 'Holiday Setup', to: '/holiday-setups' },
    { label: 'Student Age Groups', to: '/studentagemgmt-setups' },
    // A university's administrator sees Setup but not Exam (spec section 6): the scale they keep is reached here.
    { label: 'Grading Scale', to: GRADING_SCALE_PATH },
    { label: 'Department Management', to: '/other-setup/add-department' },
    { label: 'Section Management', to: '/other-setup/add-section' },
    { label: 'Section for Student', to: '/other-setup/student-section' },
    { label: 'Income & Expense Head', to: '/other-setup/income-expense-head' },
    { label: 'Income & Expenditure Entry', to: '/other-setup/income-expenditure-entry' },
  ],
  'program-management': [
    { label: 'Program Management', to: '/program-management/home' },
    { label: 'Group/Program Major', to: '/program-management/major-subject' },
    { label: 'Subject', to: '/program-management/subject-management' },
    { label: 'Payment', to: '/payment' },
  ],
  'student-management': [
    { label: 'Student Home', to: '/student-management/home' },
    { label: 'Student Enrollment', to: '/student-management/verified-students' },
    { label: 'Pending Verification', to: '/student-management/student-list' },
    { label: 'Student Register', to: '/student-management/student-register' },
    { label: 'Bulk Import', to: '/inload-form' },
    { label: 'Reg./symbol No.', to: '/student-management/updateRollNo' },
    { label: 'Assign Section', to: '/student-management/AssignSections' },
    { label: 'Upgrade', to: '/student-management/upgrade-academics' },
    { label: 'Identity Card', to: '/student-management/identity-card-home' },
    { label: 'Transfer In', to: '/student-management/student-transfer-in' },
    { label: 'Transfer Out', to: '/student-management/student-transfer-out' },
    { label: 'Attendance', to: '/student-management/attendance' },
    { label: 'Student Detail', to: '/student-management/student-information-detail' },
    { label: 'By Districts', to: '/student-management/student-by-district' },
    { label: 'By Major', to: '/student-management/student-by-major' },
    { label: 'Student-summary', to: '/student-management/student-summary-detail' },
    { label: 'Summary by program major', to: '/student-management/summary-by-major' },
  ],
  'employee-management': [
    { label: 'Employee Home', to: '/employee-management/home' },
    { label: 'Employee List', to: '/employee-management/employee-list' },
    { label: 'Teaching Staffs', to: '/employee-management/teaching-staff' },
    { label: 'Non-teaching Staffs', to: '/employee-management/non-teaching-staff' },
    { label: 'Technical Staffs', to: '/employee-management/technical-staff' },
    { label: 'Non-technical Staffs', to: '/employee-management/non-technical-staff' },
    { label: 'Employee Register', to: '/employee-management/employee-register' },
    { label: 'University Employee', to: '/employee-management/uni-employee' },
    { label: 'UGC Employee', to: '/employee-management/ugc-employee' },
    { label: 'UGC Employee User', to: '/employee-management/ugc-employee-user' },
    { label: 'Signatures', to: '/signatureList' },
    { label: 'Attendance', to: '/employee-management/attendance' },
    { label: 'Teaching Staff Details', to: '/employee-management/teacher-detail' },
    { label: 'Non-Teaching Staff Details', to: '/employee-management/non-teaching-details' },
    { label: 'Teaching Staff Summary', to: '/employee-management/teaching-staff-summary' },
    { label: 'Non-Teaching Staff Summary', to: '/employee-management/non-teaching-staff-summary' },
  ],
  'exam-management': [
    { label: 'Exam Home', to: '/exam-management/home' },
    { label: 'Exam Schedule', to: '/exam-management/exam-schedule' },
    { label: 'Exam List', to: '/exam-management/exam-list' },
    { label: 'Exam Type', to: '/exam-management/exam-type' },
    { label: 'Exam Routine', to: '/exam-management/exam-routine' },
    { label: 'Exam Attendance', to: '/exam-management/routine-list' },
    { label: 'Exam Appear', to: '/exam-management/exam-appear' },
    { label: 'Marks Entry', to: '/exam-management/marks-entry' },
    { label: 'Results', to: '/exam-management/results' },
    { label: 'Grading Scale', to: GRADING_SCALE_PATH },
  ],
  'infrastructure-management': [
    { label: 'Home', to: '/infrastructure-management/home' },
    { label: 'Land', to: '/infrastructure-management/land-management' },
    { label: 'Building', to: '/infrastructure-management/building-management' },
    { label: 'Lab', to: '/infrastructure-management/lab-management' },
    { label: 'Hostel', to: '/infrastructure-management/hostel-management' },
    { label: 'Facility', to: '/infrastructure-management/facility-register' },
    { label: 'Library', to: '/infrastructure-management/library-management' },
    { label: 'Equipment', to: '/infrastructure-management/equipment-management' },
    { label: 'Summary', to: '/infrastructure-management/summary' },
    // The campus's photographs (spec section 2: /image), kept with its infrastructure records.
    { label: 'Campus Images', to: '/image' },
  ],
  'graduation-management': [
    { label: 'Student List', to: '/graduation-management/student-list' },
    { label: 'Old Student Graduation', to: '/graduation-management/old-students' },
    { label: 'Graduation List', to: '/graduation-management/graduation-list' },
    { label: 'Graduated Old Students', to: '/graduation-management/graduation-list-old' },
  ],
  'receipt-management': [
    { label: 'Setup Program Fee (For Account)', to: '/receipt-management/fee-type' },
    { label: 'Setup Fee Item', to: '/receipt-management/general-fee-type' },
    { label: 'Receipt for Enrolled Students', to: '/receipt-management/students' },
    { label: 'Receipt for Other Students', to: '/receipt-management/student-list-others' },
    { label: 'Generated Receipt', to: '/receipt-management/receipt-list' },
    { label: 'Collection Reports', to: '/receipt-management/collection-report' },
    { label: 'Online Payments', to: '/payment' },
  ],
  scholarship: [
    { label: 'Home', to: '/scholarship/home' },
    { label: 'Assign Scholarship/Discount', to: '/scholarship/students' },
    { label: 'Scholar Holder Students', to: '/scholarship/scholarship-list' },
    { label: 'Scholarship Report', to: '/scholarship/scholarshipStudent-list' },
    { label: 'Discount Report', to: '/scholarship/discountStudent-list' },
  ],
  'public-finance': [
    { label: 'Public Finance Home', to: '/public-finance/home' },
    { label: 'Income & Expense Head', to: '/public-finance/finance-head' },
    { label: 'Income & Expenditure Entry', to: '/public-finance/income-expense' },
  ],
  alumni: [
    { label: 'Alumni Home', to: '/Alumni/home' },
    { label: 'Register Alumni', to: '/Alumni/register' },
    { label: 'Alumni List', to: '/Alumni/Alumni-list' },
    { label: 'Verify Alumni', to: '/Alumni/verify-alumni' },
    { label: 'Summary Report', to: '/Alumni/summary-reports' },
  ],
  'dropout-management': [
    { label: 'Dropout Home', to: '/dropout-management/home' },
    { label: 'Dropout Mgmt.', to: '/dropout-management/dropout-list' },
  ],
  'user-management': [
    { label: 'Home', to: '/user-management/home' },
    { label: 'Assign Permission', to: '/user-management/assign-permission' },
    { label: 'Assign Permission (UGC)', to: '/user-management/assign-permission-ugc' },
    { label: 'Assign Permission (University)', to: '/user-management/assign-permission-uni' },
    { label: 'Assign Permission (Campus)', to: '/user-management/assign-permission-campus' },
    { label: 'Add Module', to: '/user-management/add-module' },
    { label: 'Add User', to: '/user-management/add-user' },
    { label: 'UGC Employee', to: '/user-management/ugc-employee' },
    { label: 'UGC Employee User', to: '/user-management/ugc-employee-user' },
    { label: 'Permission Management', to: '/user-management/permission-Management' },
    { label: 'Audit Log', to: '/user-management/audit' },
    {
      label: 'Identity Providers',
      to: '/user-management/identity-providers',
      roles: rolesWith('identity-provider:manage'),
    },
  ],
  'organization-management': [
    { label: 'University Register', to: '/organization-management/university-register' },
    { label: 'Campus Register', to: '/organization-management/campus-register' },
    { label: 'University List', to: '/organization-management/university-list' },
    { label: 'Central Departments', to: '/organization-management/central-departments' },
    { label: 'Constituent Campus', to: '/organization-management/constituent-campus' },
    { label: 'Community Campus', to: '/organization-management/community-campus' },
    { label: 'Private Campus', to: '/organization-management/private-campus' },
    { label: 'Campuses by Type', to: '/number-campustype' },
    { label: 'Import Universities and Campuses', to: '/organization-management/import' },
  ],
  accrediation: [
    // A campus's own staff reach their campus's QAA page here (the Campus QAA menu is the grants body's).
    { label: 'My Campus QAA', to: '/accrediation/my-campus', roles: ['CollegeAdmin', 'CollegeUser'] },
    { label: 'Add Campus for Accreditation', to: '/accrediation/add-campus-for-accreditation', roles: QAA_KEEPERS },
    { label: 'Campus List', to: '/accrediation/campus-list' },
    { label: 'Accreditation List', to: '/accrediation/accreditation-list' },
    { label: 'Renew Accreditation', to: '/accrediation/renew-accreditation', roles: QAA_KEEPERS },
    { label: 'QAA HEI by Campus', to: '/accrediation/total-qaa-hei-campus-report' },
    { label: 'QAA HEI by Province', to: '/accrediation/total-qaa-hei-province-report' },
    { label: 'Accreditation Expiry', to: '/accrediation/accreditation-expiry-campus-report' },
  ],
  'pass-rate-management': [
    { label: 'Manage Exam Appeared', to: '/pass-rate-management/exam-appeared' },
    { label: 'Exam Schedule', to: '/pass-rate-management/exam-schedule' },
    { label: 'Student Appear', to: '/pass-rate-management/student-appear' },
    { label: 'Result Entry', to: '/pass-rate-management/student-result-entry' },
    { label: 'Appeared List', to: '/pass-rate-management/student-appeared' },
    { label: 'Pass List', to: '/pass-rate-management/student-passed' },
  ],
};

/** The first path segment, lower-cased: router matching is case-insensitive, so the menu's is too. */
export function firstSegment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

export function isSideNavSegment(segment: string): segment is SideNavSegment {
  return (SIDE_NAV_SEGMENTS as readonly string[]).includes(segment);
}

/** The links of a set the role may follow: the set itself when none is for some roles only. */
function forRole(links: readonly NavLink[], role: Role | undefined): readonly NavLink[] {
  if (!links.some((link) => link.roles)) return links;
  return links.filter((link) => !link.roles || (role !== undefined && link.roles.includes(role)));
}

/** The links for a path: its segment's set, or the main menu items the role sees (of the modules held, once known). */
export function sideNavLinksFor(
  pathname: string,
  role: Role | undefined,
  heldModules?: ReadonlySet<string>,
): readonly NavLink[] {
  const segment = firstSegment(pathname);
  if (isSideNavSegment(segment)) return forRole(SIDE_NAV_LINKS[segment], role);
  return visibleMenuItems(role, 'main', heldModules).map((item) => ({ label: item.label, to: item.route }));
}
