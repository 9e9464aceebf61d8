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
import { QAA_EXPIRING_WITHIN_DAYS } from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useQaaExpiring } from '../api/get-qaa-expiring.ts';
import { daysText } from '../qaa-values.ts';

const TITLE = `Accreditation expiring within ${QAA_EXPIRING_WITHIN_DAYS} days`;

export function QaaExpiringCard() {
  const expiring = useQaaExpiring(true);
  const rows = [...(expiring.data ?? [])].sort((a, b) => a.daysToExpiry - b.daysToExpiry);
  return (
    <Card component="section" aria-label={TITLE} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {TITLE}
        </Typography>
        {expiring.isPending ? <LinearProgress aria-label={`Loading ${TITLE}`} sx={{ mt: 1 }} /> : undefined}
        {expiring.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {serverMessage(expiring.error, 'Could not load the campuses whose accreditation expires soon.')}
          </Alert>
        ) : undefined}
        {expiring.data && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No campus’s accreditation expires within {QAA_EXPIRING_WITHIN_DAYS} days.
          </Typography>
        ) : undefined}
        {rows.length > 0 ? (
          <>
            <Typography variant="h4" component="p">
              {rows.length}
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
                    secondary={`${row.universityName} · expires ${row.validUntilBs} BS (${row.validUntilAd}), ${daysText(row.daysToExpiry)}`}
                  />
                </ListItem>
              ))}
            </List>
            {rows.length > 10 ? (
              <Link component={RouterLink} to="/accrediation/accreditation-expiry-campus-report">
                All {rows.length} campuses
              </Link>
            ) : undefined}
          </>
        ) : undefined}
      </CardContent>
    </Card>
  );
}
