import { describe, expect, it } from 'vitest';
import type { QaaCycle } from '@hemis/contracts';
import {
  awardFields,
  daysText,
  emptyStageValues,
  expiryText,
  openCycle,
  stageFields,
  statusColour,
  teamMembers,
} from './qaa-values.ts';

const today = { bs: '2083-08-11', ad: '2026-11-27' };

describe('the fields a QAA stage sends', () => {
  it('sends a letter of intent its date and remarks, and no stage', () => {
    const values = { ...emptyStageValues('', today), remarks: ' We apply ', decision: 'ignored' };
    expect(stageFields(values)).toEqual({ dateNep: today.bs, dateEng: today.ad, remarks: 'We apply' });
  });

  it('sends an award its validity and fiscal year, five years unless changed', () => {
    const values = { ...emptyStageValues('Awarded', today), fiscalYearId: '7', returnToStage: 'PreVisit' };
    expect(stageFields(values)).toEqual({
      stage: 'Awarded',
      dateNep: today.bs,
      dateEng: today.ad,
      validityYears: '5',
      fiscalYearId: '7',
    });
  });

  it('sends a deferral the stage it returns to and no validity', () => {
    const values = { ...emptyStageValues('Deferred', today), returnToStage: 'PreVisit', validityYears: '5' };
    expect(stageFields(values)).toMatchObject({ stage: 'Deferred', returnToStage: 'PreVisit' });
    expect(stageFields(values)).not.toHaveProperty('validityYears');
  });

  it('sends the document only when one was chosen', () => {
    const document = new File(['%PDF-1.4'], 'ssr.pdf', { type: 'application/pdf' });
    const values = { ...emptyStageValues('SelfStudyReportSubmitted', today), document };
    expect(stageFields(values).document).toBe(document);
    expect(stageFields(emptyStageValues('SelfStudyReportSubmitted', today))).not.toHaveProperty('document');
  });
});

describe('what the QAA screens say', () => {
  it('says the expiry with both calendars and how far it is', () => {
    expect(expiryText('2088-08-11', '2031-11-27', 1826)).toBe(
      'Valid until 2088-08-11 BS (2031-11-27), expires in 1826 days',
    );
    expect(expiryText('2083-08-01', '2026-11-17', -10)).toBe('Expired on 2083-08-01 BS (2026-11-17), 10 days ago');
    expect(expiryText(null, null, null)).toBeNull();
    expect(daysText(0)).toBe('today');
  });

  it('colours the status: accredited green, re-accredited blue, expired red', () => {
    expect(statusColour('Accredited')).toBe('success');
    expect(statusColour('Re-accredited')).toBe('info');
    expect(statusColour('Expired')).toBe('error');
    expect(statusColour('Not accredited')).toBe('default');
  });

  it('finds the cycle in progress: the newest unless awarded or refused', () => {
    const cycle = (stage: QaaCycle['stage']) => ({ stage }) as QaaCycle;
    expect(openCycle({ cycles: [cycle('PreVisit'), cycle('Awarded')] })?.stage).toBe('PreVisit');
    expect(openCycle({ cycles: [cycle('Awarded')] })).toBeUndefined();
    expect(openCycle({ cycles: [cycle('Refused')] })).toBeUndefined();
    expect(openCycle({ cycles: [] })).toBeUndefined();
  });

  it('leaves blank rows out of the peer review team and trims the rest', () => {
    expect(
      teamMembers([
        { name: ' Dr. Sharma ', role: 'Chair', institution: '' },
        { name: '', role: '', institution: '' },
      ]),
    ).toEqual([{ name: 'Dr. Sharma', role: 'Chair', institution: '' }]);
  });
});

describe('the fields an award sends', () => {
  const values = {
    universityId: '3',
    addCampusAccreditationId: '12',
    fiscalYearId: '7',
    status: 'renew',
    remarks: ' Renewed ',
    dateOfAccreditationNep: '2078-04-16',
    dateOfAccreditationEng: '2021-07-31',
    dateOfExpireAccreditationNep: '2083-04-14',
    dateOfExpireAccreditationEng: '2026-07-30',
    dateOfReAccreditationNep: '2083-08-11',
    dateOfReAccreditationEng: '2026-11-27',
    dateOfExpireRenewAccreditationNep: '',
    dateOfExpireRenewAccreditationEng: '',
  };

  it('sends a renewal its own pair of dates and the first accreditation’s blank', () => {
    expect(awardFields(values)).toMatchObject({
      status: 'renew',
      remarks: 'Renewed',
      dateOfReAccreditationNep: '2083-08-11',
      dateOfReAccreditationEng: '2026-11-27',
      dateOfAccreditationNep: '',
      dateOfExpireAccreditationEng: '',
    });
  });

  it('sends a first accreditation its dates and the renewal’s blank', () => {
    expect(awardFields({ ...values, status: 'Accredited' })).toMatchObject({
      dateOfAccreditationNep: '2078-04-16',
      dateOfExpireAccreditationEng: '2026-07-30',
      dateOfReAccreditationNep: '',
      dateOfReAccreditationEng: '',
    });
    expect(awardFields(values)).not.toHaveProperty('evidenceDoc');
  });
});
