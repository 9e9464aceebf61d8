/**
 * Holidays for attendance (/holiday-setups, api-contract 5.2): a campus's own calendar.
 * The create sends `isItOnlyForFemale`, the list reads `isOnlyForFemale` (api-contract 9):
 * both are accepted, `isOnlyForFemale` is answered.
 */
import { z } from 'zod';
import { formatCalendarDate } from '../calendar/bikram-sambat.ts';
import { parseDateInput } from '../calendar/date-input.ts';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import { clearableText, optionalBoolean, optionalId, requiredText } from './fields.ts';

export const HolidaySchema = z.object({
  id: z.number(),
  universityId: z.number().nullable(),
  campusId: z.number().nullable(),
  holidayName: z.string(),
  isHoliday: z.boolean(),
  /** AD, YYYY-MM-DD */
  dateStarted: z.string(),
  /** BS, YYYY-MM-DD */
  dateStartedBs: z.string().nullable(),
  dateEnd: z.string(),
  dateEndBs: z.string().nullable(),
  isOnlyForFemale: z.boolean(),
  remarks: z.string().nullable(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

/** A date in any form the clients send (BS or AD), read as its BS and AD day. */
export function dateInputField(message: string) {
  return z.string({ error: message }).transform((value, context) => {
    const pair = parseDateInput(value);
    if (!pair) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { bs: formatCalendarDate(pair.bs), ad: formatCalendarDate(pair.ad) };
  });
}

const holidayFields = {
  id: optionalId(),
  universityId: optionalId(),
  /** Only for callers without a campus of their own. */
  campusId: optionalId(),
  isHoliday: optionalBoolean(),
  holidayName: requiredText(S.holidayNameRequired),
  dateStarted: dateInputField(S.dateStartedInvalid),
  dateEnd: dateInputField(S.dateEndInvalid),
  isOnlyForFemale: optionalBoolean(),
  isItOnlyForFemale: optionalBoolean(),
  remarks: clearableText(),
};

const endsAfterStart = (body: { dateStarted?: { ad: string }; dateEnd?: { ad: string } }) =>
  !body.dateStarted || !body.dateEnd || body.dateEnd.ad >= body.dateStarted.ad;

export const CreateHolidayBodySchema = z
  .object(holidayFields)
  .refine(endsAfterStart, { path: ['dateEnd'], error: S.dateEndBeforeStart });
export type CreateHolidayBody = z.input<typeof CreateHolidayBodySchema>;
export type CreateHolidayBodyParsed = z.output<typeof CreateHolidayBodySchema>;

export const UpdateHolidayBodySchema = z
  .object(holidayFields)
  .partial()
  .refine(endsAfterStart, { path: ['dateEnd'], error: S.dateEndBeforeStart });
export type UpdateHolidayBody = z.input<typeof UpdateHolidayBodySchema>;
export type UpdateHolidayBodyParsed = z.output<typeof UpdateHolidayBodySchema>;
