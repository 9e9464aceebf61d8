/**
 * The infrastructure summary (issue: summaries for a university and the country): the registers
 * in use summed at the reader's scope (a campus, a university, the country, which the grants
 * body narrows to one university), in all or, beyond a campus, by campus type or province:
 * land and built area, classrooms, labs by type, hostel seats by type, library holdings,
 * facilities available and adequate. Downloadable as PDF, Excel or CSV.
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import {
  INFRASTRUCTURE_GROUPINGS,
  INFRASTRUCTURE_GROUPING_LABELS,
  STATISTICAL_REPORT_MESSAGES as M,
  infrastructureRecorded,
  infrastructureSummaryColumns,
  infrastructureSummaryLines,
  isGrantsBodyRole,
  type InfrastructureSummary,
  type InfrastructureSummaryLine,
} from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { NO_FILTERS, summaryRows } from '../../reports/api/reports.ts';
import { ReportSection } from '../../reports/components/report-section.tsx';
import { UniversitySelect } from '../../university/components/university-select.tsx';

const GROUPING_OPTIONS = INFRASTRUCTURE_GROUPINGS.map((grouping) => ({
  value: grouping,
  label: INFRASTRUCTURE_GROUPING_LABELS[grouping],
}));

export function InfrastructureSummaryPage() {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const ofOneCampus = role === 'CollegeAdmin' || role === 'CollegeUser';
  const [universityId, setUniversityId] = useState('');
  const [groupBy, setGroupBy] = useState('');
  return (
    <Page title="Infrastructure Summary">
      {ofOneCampus ? null : (
        <Section>
          <Grid container spacing={2} aria-label="Summary filters" role="group">
            {grantsBody ? (
              <Grid size={{ xs: 12, md: 4 }}>
                <UniversitySelect value={universityId} onChange={setUniversityId} />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, md: 4 }}>
              <FilterSelect
                fullWidth
                label="Group by"
                allLabel="No grouping"
                value={groupBy}
                options={GROUPING_OPTIONS}
                onChange={setGroupBy}
              />
            </Grid>
          </Grid>
        </Section>
      )}
      <Section>
        <ReportSection<InfrastructureSummaryLine>
          title="Infrastructure"
          path="InfrastructureSummary"
          filters={{ ...NO_FILTERS, universityId, groupBy }}
          columns={infrastructureSummaryColumns}
          select={summaryRows(
            (summary: InfrastructureSummary) => infrastructureRecorded(summary.totals),
            infrastructureSummaryLines,
          )}
          notes={[M.infrastructureAsRecorded]}
          emptyMessage={M.noInfrastructure}
          defaultExpanded
        />
      </Section>
    </Page>
  );
}
