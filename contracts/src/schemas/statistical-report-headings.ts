/**
 * The statistical report's headings in Nepali (issue #32): its title, its seven sections, the
 * staff tables' names and every column heading its tables share, keyed by the English words
 * the contracts give them, so the screen and the printed copy say the same in both languages.
 * A heading missing here is a compile error where it is typed, and the tests check every
 * column heading the report shows.
 */
import type { Language } from '../constants/index.ts';
import type { ReportTableColumn, StatisticalReportSection, STATISTICAL_REPORT_TITLE } from './statistical-report.ts';

/** Every heading the statistical report sets, in English as the contracts say it. */
export type StatisticalReportHeading =
  | typeof STATISTICAL_REPORT_TITLE
  | StatisticalReportSection['title']
  | 'Teaching staff'
  | 'Non-teaching staff'
  // Sections 1 to 4: enrolment, board exams and staff.
  | 'Level'
  | 'Faculty'
  | 'Program'
  | 'Year'
  | 'Semester'
  | 'Male'
  | 'Female'
  | 'Other'
  | 'Total'
  | 'Appeared male'
  | 'Appeared female'
  | 'Appeared other'
  | 'Appeared total'
  | 'Passed male'
  | 'Passed female'
  | 'Passed other'
  | 'Passed total'
  | 'Pass %'
  | 'Post'
  | 'Permanent'
  | 'Temporary'
  | 'Contract'
  | 'Part-Time'
  // Sections 5 to 7: research, infrastructure and finance.
  | 'Activity'
  | 'Number'
  | 'Published'
  | 'Funded amount (Rs.)'
  | 'Figure'
  | 'Value'
  | 'Kind'
  | 'Head code'
  | 'Head'
  | 'Entries'
  | 'Amount (Rs.)';

export const STATISTICAL_REPORT_NEPALI_HEADINGS: Record<StatisticalReportHeading, string> = {
  'Statistical Report': 'तथ्याङ्कीय प्रतिवेदन',
  '1. Enrollment in programs of the annual system': '१. वार्षिक प्रणालीका कार्यक्रमहरूमा भर्ना',
  '2. Enrollment in programs of the semester system': '२. सेमेस्टर प्रणालीका कार्यक्रमहरूमा भर्ना',
  '3. Students appeared and passed': '३. परीक्षामा सहभागी र उत्तीर्ण विद्यार्थी',
  '4. Teaching and non-teaching staff by post': '४. पदअनुसार शिक्षक तथा शिक्षणेतर कर्मचारी',
  '5. Research, publication and fellowship': '५. अनुसन्धान, प्रकाशन तथा फेलोसिप',
  '6. Physical infrastructure': '६. भौतिक पूर्वाधार',
  '7. Financial details': '७. आर्थिक विवरण',
  'Teaching staff': 'शिक्षक कर्मचारी',
  'Non-teaching staff': 'शिक्षणेतर कर्मचारी',
  Level: 'तह',
  Faculty: 'सङ्काय',
  Program: 'कार्यक्रम',
  Year: 'वर्ष',
  Semester: 'सेमेस्टर',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  Total: 'जम्मा',
  'Appeared male': 'सहभागी पुरुष',
  'Appeared female': 'सहभागी महिला',
  'Appeared other': 'सहभागी अन्य',
  'Appeared total': 'जम्मा सहभागी',
  'Passed male': 'उत्तीर्ण पुरुष',
  'Passed female': 'उत्तीर्ण महिला',
  'Passed other': 'उत्तीर्ण अन्य',
  'Passed total': 'जम्मा उत्तीर्ण',
  'Pass %': 'उत्तीर्ण %',
  Post: 'पद',
  Permanent: 'स्थायी',
  Temporary: 'अस्थायी',
  Contract: 'करार',
  'Part-Time': 'आंशिक',
  Activity: 'गतिविधि',
  Number: 'सङ्ख्या',
  Published: 'प्रकाशित',
  'Funded amount (Rs.)': 'अनुदान रकम (रु.)',
  Figure: 'विवरण',
  Value: 'परिमाण',
  Kind: 'प्रकार',
  'Head code': 'शीर्षक सङ्केत',
  Head: 'शीर्षक',
  Entries: 'प्रविष्टि',
  'Amount (Rs.)': 'रकम (रु.)',
};

/** Whether `text` is one of the statistical report's headings (a column's heading is typed as any text). */
export function isStatisticalReportHeading(text: string): text is StatisticalReportHeading {
  return Object.hasOwn(STATISTICAL_REPORT_NEPALI_HEADINGS, text);
}

/** A heading of the statistical report in `language`; text that is none of its headings stays as given. */
export function statisticalReportHeading(text: string, language: Language): string {
  return language === 'ne' && isStatisticalReportHeading(text) ? STATISTICAL_REPORT_NEPALI_HEADINGS[text] : text;
}

/** The report's columns with their headings in `language`, their values unchanged. */
export function statisticalReportColumns<Row>(
  columns: readonly ReportTableColumn<Row>[],
  language: Language,
): ReportTableColumn<Row>[] {
  return columns.map((column) => ({ ...column, header: statisticalReportHeading(column.header, language) }));
}
