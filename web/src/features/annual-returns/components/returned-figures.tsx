/**
 * Figures live or "as returned": the choice the grants body's dashboard and the statistical
 * report offer, and the panel of the national figures read from the accepted returns of a
 * fiscal year, saying how many campuses are in.
 */
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RETURN_MESSAGES, type FigureSource } from '@hemis/contracts';
import { FiguresTableView } from '../../../components/figures-frame.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useAnnualReturns } from '../api/get-annual-returns.ts';
import { useReturnedFigures, type FiguresPlace } from '../api/get-returned-figures.ts';
import { CountCard } from '../../../components/count-card.tsx';

export const FIGURE_SOURCE_LABELS: Record<FigureSource, string> = { live: 'Live', returned: 'As returned' };

/** "Figures: Live | As returned". */
export function FigureSourceChoice({
  value,
  onChange,
}: {
  value: FigureSource;
  onChange: (source: FigureSource) => void;
}) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        Figures:
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: FigureSource | null) => {
          if (next) onChange(next);
        }}
      >
        <ToggleButton value="live">{FIGURE_SOURCE_LABELS.live}</ToggleButton>
        <ToggleButton value="returned">{FIGURE_SOURCE_LABELS.returned}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** "N of M campuses": how many campuses' accepted returns the figures are read from. */
export const campusesInText = (campusesIn: number, campusesTotal: number) =>
  `${campusesIn} of ${campusesTotal} campuses`;

/** The figures of a fiscal year as returned: from the accepted returns of its annual return. */
export function ReturnedFiguresPanel({ fiscalYearId, place }: { fiscalYearId: string; place?: FiguresPlace }) {
  const returns = useAnnualReturns();
  const annualReturn = returns.data?.find((entry) => String(entry.fiscalYearId) === fiscalYearId);
  const figures = useReturnedFigures(annualReturn?.id, place);
  if (!fiscalYearId)
    return <Alert severity="info">{RETURN_MESSAGES.fiscalYearRequired}: figures are returned per fiscal year.</Alert>;
  if (returns.isPending || (annualReturn && figures.isPending))
    return <LinearProgress aria-label="Loading the figures as returned" />;
  if (returns.error || figures.error)
    return (
      <Alert severity="error">
        {serverMessage(returns.error ?? figures.error, 'Could not load the figures as returned.')}
      </Alert>
    );
  if (!annualReturn) return <Alert severity="info">{RETURN_MESSAGES.returnNotOpen}.</Alert>;
  const data = figures.data!;
  return (
    <Stack spacing={2} component="section" aria-label="Figures as returned">
      <Alert severity="info" role="status">
        As returned for F.Y. {data.fiscalYear}: read from the accepted returns of{' '}
        <strong>{campusesInText(data.campusesIn, data.campusesTotal)}</strong>.
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard
            title="Students (as returned)"
            value={data.students.total}
            detail={`Male ${data.students.male} · Female ${data.students.female} · Other ${data.students.other}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard title="Teaching Staff (as returned)" value={data.teachingStaff} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard title="Non-Teaching Staff (as returned)" value={data.nonTeachingStaff} />
        </Grid>
      </Grid>
      <FiguresTableView
        titled
        table={{
          caption: 'As returned, by university',
          columns: [
            { header: 'University' },
            { header: 'Campuses in', numeric: true },
            { header: 'Students', numeric: true },
            { header: 'Teaching staff', numeric: true },
            { header: 'Non-teaching staff', numeric: true },
          ],
          rows: data.byUniversity.map((row) => [
            row.universityName,
            campusesInText(row.campusesIn, row.campusesTotal),
            String(row.students),
            String(row.teachingStaff),
            String(row.nonTeachingStaff),
          ]),
        }}
      />
    </Stack>
  );
}
