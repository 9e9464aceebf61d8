/**
 * The dashboard's card "Accreditation expiring within 180 days": the campuses of the reader's
 * scope whose accreditation expires soon, the nearest first, each opening its QAA page. Shown
 * to those who read QAA records.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QAA_EXPIRING_WITHIN_DAYS } from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useLocalDigits } from '../../../lib/i18n/use-local-digits.ts';
import { useQaaExpiring } from '../api/get-qaa-expiring.ts';

/** When an accreditation expires, from today, in the language shown (qaa-values.ts's daysText in English). */
function daysWhen(t: TFunction<'accreditation'>, digits: (figure: number) => string, days: number): string {
  if (days === 0) return t('days.today');
  if (days === 1) return t('days.tomorrow');
  if (days === -1) return t('days.yesterday');
  return days > 0 ? t('days.ahead', { days: digits(days) }) : t('days.ago', { days: digits(-days) });
}

export function QaaExpiringCard() {
  const { t } = useTranslation('accreditation');
  const digits = useLocalDigits();
  const within = digits(QAA_EXPIRING_WITHIN_DAYS);
  const title = t('expiringCard.title', { days: within });
  const expiring = useQaaExpiring(true);
  const rows = [...(expiring.data ?? [])].sort((a, b) => a.daysToExpiry - b.daysToExpiry);
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {expiring.isPending ? (
          <LinearProgress aria-label={t('expiringCard.loading', { days: within })} sx={{ mt: 1 }} />
        ) : undefined}
        {expiring.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {serverMessage(expiring.error, t('expiringCard.notLoaded'))}
          </Alert>
        ) : undefined}
        {expiring.data && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('expiringCard.none', { days: within })}
          </Typography>
        ) : undefined}
        {rows.length > 0 ? (
          <>
            <Typography variant="h4" component="p">
              {digits(rows.length)}
            </Typography>
            <List dense disablePadding>
              {rows.slice(0, 10).map((row) => (
                <ListItem key={row.campusId} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/accrediation/campus/${row.campusId}`}>
                        {row.campusName}
                      </Link>
                    }
                    secondary={t('expiringCard.expires', {
                      university: row.universityName,
                      bs: digits(row.validUntilBs),
                      ad: digits(row.validUntilAd),
                      when: daysWhen(t, digits, row.daysToExpiry),
                    })}
                  />
                </ListItem>
              ))}
            </List>
            {rows.length > 10 ? (
              <Link component={RouterLink} to="/accrediation/accreditation-expiry-campus-report">
                {t('expiringCard.allCampuses', { total: digits(rows.length) })}
              </Link>
            ) : undefined}
          </>
        ) : undefined}
      </CardContent>
    </Card>
  );
}
