import { describe, expect, it } from 'vitest';
import { alertMessage } from './qaa-alerts.ts';

const award = {
  cycleId: 1,
  campusId: 1,
  campusName: 'Probe Campus',
  validUntilAd: new Date('2026-01-14T00:00:00Z'),
  validUntilBs: '2082-09-30',
};

describe('the QAA expiry alert’s mail', () => {
  it('is written in Nepali for a Nepali reader, with the expiry and the days left in Devanagari digits', () => {
    const mail = alertMessage(award, 30, 'ne');
    expect(mail.subject).toBe('Probe Campus को QAA प्रत्यायनको म्याद ३० दिनमा सकिँदै छ');
    expect(mail.text).toContain('२०८२-०९-३० वि.सं. (२०२६-०१-१४ ई.सं.)');
    expect(mail.text).not.toContain('accreditation');
  });

  it('is written in English for an English reader', () => {
    const mail = alertMessage(award, 30, 'en');
    expect(mail.subject).toBe('QAA accreditation of Probe Campus expires in 30 days');
    expect(mail.text).toContain('2082-09-30 BS (2026-01-14 AD)');
  });
});
