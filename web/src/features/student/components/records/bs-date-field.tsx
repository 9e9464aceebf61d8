/**
 * A day typed in Bikram Sambat (YYYY-MM-DD) beside the same day in AD: either fills the
 * other, so the screens keep both as the records do (spec: BS dates with their AD date).
 */
import Box from '@mui/material/Box';
import { adToBs, bsToAd, formatCalendarDate, parseBsDate, parseDateInput } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';

export interface DayValue {
  /** YYYY-MM-DD in BS, as typed. */
  bs: string;
  /** YYYY-MM-DD in AD, or '' while the BS text is not a day. */
  ad: string;
}

export const EMPTY_DAY: DayValue = { bs: '', ad: '' };

function bsOf(ad: string): string {
  const pair = parseDateInput(ad);
  return pair ? formatCalendarDate(pair.bs) : '';
}

function adOf(bs: string): string {
  const day = parseBsDate(bs.trim());
  if (!day) return '';
  try {
    return formatCalendarDate(bsToAd(day));
  } catch {
    return '';
  }
}

/** Today, in both calendars. */
export function today(): DayValue {
  const now = new Date();
  const ad = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  return { bs: formatCalendarDate(adToBs(ad)), ad: formatCalendarDate(ad) };
}

export interface BsDateFieldProps {
  label: string;
  value: DayValue;
  onChange: (value: DayValue) => void;
  required?: boolean;
  error?: string | undefined;
}

export function BsDateField({ label, value, onChange, required, error }: BsDateFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <FormField
        label={`${label} (BS)`}
        placeholder="YYYY-MM-DD"
        value={value.bs}
        required={required}
        error={error}
        onChange={(event) => onChange({ bs: event.target.value, ad: adOf(event.target.value) })}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <FormField
        label={`${label} (AD)`}
        type="date"
        value={value.ad}
        required={required}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ ad: event.target.value, bs: bsOf(event.target.value) })}
        sx={{ flex: 1, minWidth: 160 }}
      />
    </Box>
  );
}
