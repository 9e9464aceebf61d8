/**
 * A Bikram Sambat date with its AD day filled in (api-contract 4.3: BS dates travel beside
 * their AD date): the BS field takes typed text (YYYY-MM-DD) or a day picked from a BS month
 * calendar, the AD field is the browser's date input, and either fills the other.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { formatCalendarDate, parseBsDate } from '@hemis/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocalDigits } from '../../lib/i18n/use-local-digits.ts';
import { FormField } from '../form-field.tsx';
import { useFieldMessage } from './field-messages.tsx';
import {
  adToBsText,
  bsMonthLength,
  bsToAdText,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  BS_MONTHS,
  todayAdText,
} from './calendar-text.ts';

interface BsCalendarProps {
  value: string;
  onPick: (bs: string) => void;
}

const YEARS = Array.from({ length: BS_LAST_YEAR - BS_FIRST_YEAR + 1 }, (_, index) => BS_FIRST_YEAR + index);

/** A BS month's days as buttons, with the year and month to show chosen above them. */
function BsCalendar({ value, onPick }: BsCalendarProps) {
  const { t } = useTranslation('components');
  const digits = useLocalDigits();
  const start = parseBsDate(value) ?? parseBsDate(adToBsText(todayAdText()))!;
  const [year, setYear] = useState(start.year);
  const [month, setMonth] = useState(start.month);
  const days = bsMonthLength(year, month);
  return (
    <Box sx={{ p: 2, width: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('date.yearBs')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {YEARS.map((option) => (
            <MenuItem key={option} value={option}>
              {digits(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={t('date.month')}
          value={month}
          onChange={(event) => setMonth(Number(event.target.value))}
        >
          {BS_MONTHS.map((name, index) => (
            <MenuItem key={name} value={index + 1}>
              {t(`date.months.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box
        role="group"
        aria-label={`${t(`date.months.${BS_MONTHS[month - 1]!}`)} ${digits(year)}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}
      >
        {Array.from({ length: days }, (_, index) => {
          const text = formatCalendarDate({ year, month, day: index + 1 });
          return (
            <Button
              key={text}
              size="small"
              variant={text === value ? 'contained' : 'text'}
              aria-label={text}
              sx={{ minWidth: 0 }}
              onClick={() => onPick(text)}
            >
              {digits(index + 1)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

export interface BsDateInputProps {
  /** The form field holding the BS day (YYYY-MM-DD). */
  name: string;
  /** The form field holding the AD day (YYYY-MM-DD). */
  adName: string;
  /** The date's name; the fields are "<label> (BS)" and "<label> (AD)" unless named apart. */
  label: string;
  bsLabel?: string;
  adLabel?: string;
  required?: boolean;
  /** After either calendar changed, with both days ('' while not a date). */
  onDatesChange?: (bs: string, ad: string) => void;
}

export function BsDateInput({
  name,
  adName,
  label,
  bsLabel: givenBsLabel,
  adLabel: givenAdLabel,
  required,
  onDatesChange,
}: BsDateInputProps) {
  const { t } = useTranslation('components');
  const bsLabel = givenBsLabel ?? t('date.bs', { label });
  const adLabel = givenAdLabel ?? t('date.ad', { label });
  const say = useFieldMessage();
  const { control } = useFormContext();
  const bs = useController({ name, control });
  const ad = useController({ name: adName, control });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // One message for the pair: the schema may read either field.
  const message = say(bs.fieldState.error?.message ?? ad.fieldState.error?.message);

  const setBs = (text: string) => {
    const adText = bsToAdText(text);
    bs.field.onChange(text);
    ad.field.onChange(adText);
    onDatesChange?.(text, adText);
  };
  const setAd = (text: string) => {
    const bsText = adToBsText(text);
    ad.field.onChange(text);
    bs.field.onChange(bsText);
    onDatesChange?.(bsText, text);
  };
  const bsValue = (bs.field.value as string | undefined) ?? '';

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          id={name}
          name={name}
          label={bsLabel}
          required={required}
          placeholder="YYYY-MM-DD"
          inputRef={bs.field.ref}
          value={bsValue}
          onBlur={bs.field.onBlur}
          error={message}
          onChange={(event) => setBs(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={t('date.pick', { label: bsLabel })}
                    onClick={(event) => setAnchor(event.currentTarget)}
                  >
                    <CalendarMonthIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <BsCalendar
            value={bsValue}
            onPick={(text) => {
              setBs(text);
              setAnchor(null);
            }}
          />
        </Popover>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          id={adName}
          name={adName}
          label={adLabel}
          type="date"
          inputRef={ad.field.ref}
          value={(ad.field.value as string | undefined) ?? ''}
          onBlur={ad.field.onBlur}
          error={message ? ' ' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setAd(event.target.value)}
        />
      </Grid>
    </Grid>
  );
}
