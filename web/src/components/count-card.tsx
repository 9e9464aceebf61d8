/** A figure's card: its title, the count (an ellipsis while it loads) and a line of detail. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLocalDigits } from '../lib/i18n/use-local-digits.ts';

export function CountCard({ title, value, detail }: { title: string; value: number | undefined; detail?: string }) {
  const digits = useLocalDigits();
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p">
          {value === undefined ? '…' : digits(value.toLocaleString('en-IN'))}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
