import { describe, expect, it } from 'vitest';
import { reminderMessage } from './return-reminders.ts';

const reminder = { fiscalYear: '2081/82', campusName: 'Probe Campus', deadline: '2025-07-15', started: true };

describe('the deadline reminder’s mail', () => {
  it('is written in Nepali for a Nepali reader, with the deadline and the days left in Devanagari digits', () => {
    const mail = reminderMessage(reminder, 7, 'ne');
    expect(mail.subject).toBe('Probe Campus को वार्षिक विवरण २०८१/८२: अन्तिम मितिसम्म ७ दिन');
    expect(mail.text).toContain('(२०२५-०७-१५ ई.सं.)');
    expect(mail.text).toContain('बुझाउनुहोस्।');
    expect(mail.text).not.toMatch(/[0-9]/);
  });

  it('is written in English for an English reader', () => {
    const mail = reminderMessage(reminder, 1, 'en');
    expect(mail.subject).toBe('Annual return 2081/82 of Probe Campus: 1 day to the deadline');
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });
});
