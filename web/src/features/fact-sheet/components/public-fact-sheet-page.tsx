/**
 * The public fact sheet of a campus (/public/fact-sheet/:campusId), outside the sign-in: the
 * campus's official address, phone, email and website and its figures, with the PDF to
 * download; nobody's name, phone or email (the server never sends them).
 */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { usePublicFactSheet } from '../api/get-public-fact-sheet.ts';
import { FactSheetView, useFiscalYearChoice } from './fact-sheet-view.tsx';

export default function PublicFactSheetPage() {
  const campusId = Number(useParams().campusId);
  const fiscalYear = useFiscalYearChoice();
  const sheet = usePublicFactSheet(campusId, fiscalYear.fiscalYearId);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        Campus Fact Sheet
      </Typography>
      <FactSheetView campusId={campusId} fiscalYear={fiscalYear} sheet={sheet} audience="public" />
    </Container>
  );
}
