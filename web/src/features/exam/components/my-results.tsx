/**
 * The student's published results on their home: each exam with its percentage, grade and result,
 * the subjects' marks, and the report card to download. Drafts are never shown: the server
 * answers only published results.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportCard } from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useMyResults } from '../api/get-my-results.ts';
import { downloadMyReportCard } from '../api/result-files.ts';

const marksText = (value: number | null) => (value === null ? '—' : String(value));

function ResultCard({ card }: { card: ReportCard }) {
  const toast = useToast();
  return (
    <Stack spacing={1} component="article" aria-label={card.examNameManual}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {card.examNameManual}
        </Typography>
        <Typography>
          {card.overallStatus} · {card.percentage}% · Grade {card.grade}
          {card.division ? ` · ${card.division} division` : ''}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          aria-label={`Download the report card of ${card.examNameManual}`}
          onClick={() =>
            void downloadMyReportCard(card.examScheduleId).catch((error: unknown) =>
              toast.error(serverMessage(error, 'Could not download the report card.')),
            )
          }
        >
          Download report card
        </Button>
      </Stack>
      <Table size="small" aria-label={`Marks of ${card.examNameManual}`}>
        <TableHead>
          <TableRow>
            <TableCell>Subject</TableCell>
            <TableCell>Theory</TableCell>
            <TableCell>Practical</TableCell>
            <TableCell>Total</TableCell>
            <TableCell>Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.subjectResults.map((subject) => (
            <TableRow key={subject.subjectExamScheduleId}>
              <TableCell>
                {subject.subjectName} ({subject.subjectCode})
              </TableCell>
              <TableCell>{marksText(subject.theoreticalMarks)}</TableCell>
              <TableCell>{marksText(subject.practicalMarks)}</TableCell>
              <TableCell>{subject.totalMarks}</TableCell>
              <TableCell>{subject.remarks}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

export function MyResults() {
  const results = useMyResults();
  return (
    <Section title="My Results">
      {results.isPending ? (
        <PageLoader label="Loading your results" />
      ) : results.error ? (
        <Alert severity="error">{serverMessage(results.error, 'Your results could not be loaded.')}</Alert>
      ) : results.data.data.length === 0 ? (
        <Typography color="text.secondary">No results are published for you yet.</Typography>
      ) : (
        <Stack spacing={3}>
          {results.data.data.map((card) => (
            <ResultCard key={card.examScheduleId} card={card} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

export default MyResults;
