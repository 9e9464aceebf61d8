/** A report section whose figures a module not yet in HEMIS will keep: what it waits for, never a figure. */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { noDataRecorded } from '@hemis/contracts';

export function NoDataSection({ title, awaits }: { title: string; awaits: string }) {
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Alert severity="info">{noDataRecorded(awaits)}</Alert>
      </AccordionDetails>
    </Accordion>
  );
}
