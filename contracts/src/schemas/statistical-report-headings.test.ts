import { describe, expect, it } from 'vitest';
import { FINANCE_SUMMARY_COLUMNS } from './finance-summary.ts';
import { INFRASTRUCTURE_FIGURE_COLUMNS } from './infrastructure-summary.ts';
import { PASS_RATE_BY_PROGRAM_COLUMNS } from './pass-rate.ts';
import { RESEARCH_SUMMARY_COLUMNS } from './research-summary.ts';
import {
  STAFF_BY_POST_COLUMNS,
  STATISTICAL_REPORT_SECTIONS,
  STATISTICAL_REPORT_TITLE,
  enrollmentColumns,
} from './statistical-report.ts';
import {
  isStatisticalReportHeading,
  statisticalReportColumns,
  statisticalReportHeading,
} from './statistical-report-headings.ts';

const EVERY_TABLE = [
  enrollmentColumns('annual'),
  enrollmentColumns('semester'),
  PASS_RATE_BY_PROGRAM_COLUMNS,
  STAFF_BY_POST_COLUMNS,
  RESEARCH_SUMMARY_COLUMNS,
  INFRASTRUCTURE_FIGURE_COLUMNS,
  FINANCE_SUMMARY_COLUMNS,
];

describe('the statistical report’s headings', () => {
  it('are said in Nepali for the title, every section and every column of its tables', () => {
    const headings = [
      STATISTICAL_REPORT_TITLE,
      ...STATISTICAL_REPORT_SECTIONS.map((section) => section.title),
      ...EVERY_TABLE.flatMap((columns) => columns.map((column) => column.header)),
    ];
    for (const heading of headings) {
      expect(isStatisticalReportHeading(heading), heading).toBe(true);
      expect(statisticalReportHeading(heading, 'ne'), heading).toMatch(/[\u0900-\u097F]/u);
    }
  });

  it('stay the contracts’ English words in English, and leave other text as given', () => {
    expect(statisticalReportHeading('7. Financial details', 'en')).toBe('7. Financial details');
    expect(statisticalReportHeading('7. Financial details', 'ne')).toBe('७. आर्थिक विवरण');
    expect(statisticalReportHeading('Kathmandu Campus', 'ne')).toBe('Kathmandu Campus');
    expect(statisticalReportHeading('toString', 'ne')).toBe('toString');
  });

  it('change a table’s headings only, its values read the same', () => {
    const [level] = statisticalReportColumns(enrollmentColumns('annual'), 'ne');
    expect(level!.header).toBe('तह');
    expect(level!.value({ level: 'Bachelor' } as never)).toBe('Bachelor');
  });
});
