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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FigureSource } from '@hemis/contracts';
import { FiguresTableView } from '../../../components/figures-frame.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useLocalDigits } from '../../../lib/i18n/use-local-digits.ts';
import { useAnnualReturns } from '../api/get-annual-returns.ts';
import { useReturnedFigures, type FiguresPlace } from '../api/get-returned-figures.ts';
import { CountCard } from '../../../components/count-card.tsx';

/** "Figures: Live | As returned". */
export function FigureSourceChoice({
  value,
  onChange,
}: {
  value: FigureSource;
  onChange: (source: FigureSource) => void;
}) {
  const { t } = useTranslation('annual-returns');
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {t('figures.label')}
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
        <ToggleButton value="live">{t('figures.live')}</ToggleButton>
        <ToggleButton value="returned">{t('figures.returned')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** "N of M campuses": how many campuses' accepted returns the figures are read from. */
const campusesInText = (
  t: TFunction<'annual-returns'>,
  digits: (figure: number) => string,
  campusesIn: number,
  campusesTotal: number,
) => t('figures.campusesIn', { campusesIn: digits(campusesIn), campusesTotal: digits(campusesTotal) });

/** The figures of a fiscal year as returned: from the accepted returns of its annual return. */
export function ReturnedFiguresPanel({ fiscalYearId, place }: { fiscalYearId: string; place?: FiguresPlace }) {
  const { t } = useTranslation('annual-returns');
  const digits = useLocalDigits();
  const returns = useAnnualReturns();
  const annualReturn = returns.data?.find((entry) => String(entry.fiscalYearId) === fiscalYearId);
  const figures = useReturnedFigures(annualReturn?.id, place);
  if (!fiscalYearId) return <Alert severity="info">{t('figures.chooseYear')}</Alert>;
  if (returns.isPending || (annualReturn && figures.isPending))
    return <LinearProgress aria-label={t('figures.loading')} />;
  if (returns.error || figures.error)
    return <Alert severity="error">{serverMessage(returns.error ?? figures.error, t('figures.notLoaded'))}</Alert>;
  if (!annualReturn) return <Alert severity="info">{t('figures.noReturn')}</Alert>;
  const data = figures.data!;
  return (
    <Stack spacing={2} component="section" aria-label={t('figures.panel')}>
      <Alert severity="info" role="status">
        {t('figures.readFrom', { year: digits(data.fiscalYear) })}{' '}
        <strong>{campusesInText(t, digits, data.campusesIn, data.campusesTotal)}</strong>.
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard
            title={t('figures.students')}
            value={data.students.total}
            detail={t('figures.byGender', {
              male: digits(data.students.male),
              female: digits(data.students.female),
              other: digits(data.students.other),
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard title={t('figures.teachingStaff')} value={data.teachingStaff} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CountCard title={t('figures.nonTeachingStaff')} value={data.nonTeachingStaff} />
        </Grid>
      </Grid>
      <FiguresTableView
        titled
        table={{
          caption: t('figures.byUniversity'),
          columns: [
            { header: t('figures.university') },
            { header: t('figures.campusesInColumn'), numeric: true },
            { header: t('figures.studentsColumn'), numeric: true },
            { header: t('figures.teachingStaffColumn'), numeric: true },
            { header: t('figures.nonTeachingStaffColumn'), numeric: true },
          ],
          rows: data.byUniversity.map((row) => [
            row.universityName,
            campusesInText(t, digits, row.campusesIn, row.campusesTotal),
            digits(row.students),
            digits(row.teachingStaff),
            digits(row.nonTeachingStaff),
          ]),
        }}
      />
    </Stack>
  );
}
