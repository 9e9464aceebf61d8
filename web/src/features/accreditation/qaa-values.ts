/**
 * What the QAA screens show and send, apart from the screens: the labels of the filters, the
 * status's colour, the expiry as a reader says it, the cycle in progress of a campus, and the
 * multipart fields of a stage (only those the stage takes: an award's validity, a deferral's
 * return stage).
 */
import {
  PROVINCE_KEYS,
  QAA_CAMPUS_TYPES,
  QAA_STAGE_LABELS,
  QAA_STATUSES,
  provinceIdOf,
  type QaaCampusStanding,
  type QaaCycle,
  type QaaStageName,
  type QaaStatus,
} from '@hemis/contracts';
import type { FormValue } from '../../lib/api-client.ts';

/** The largest document a stage takes (the server's limit for private files). */
export const QAA_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const campusTypeLabel = (type: string) => capitalized(type);

export const CAMPUS_TYPE_OPTIONS = QAA_CAMPUS_TYPES.map((type) => ({ value: type, label: campusTypeLabel(type) }));
export const PROVINCE_OPTIONS = PROVINCE_KEYS.map((key) => ({
  value: String(provinceIdOf(key)),
  label: capitalized(key),
}));
export const STATUS_OPTIONS = QAA_STATUSES.map((status) => ({ value: status, label: status }));
export const stageOptions = (stages: readonly QaaStageName[]) =>
  stages.map((stage) => ({ value: stage, label: QAA_STAGE_LABELS[stage] }));

export type StatusColour = 'success' | 'info' | 'error' | 'default';

export function statusColour(status: QaaStatus): StatusColour {
  if (status === 'Accredited') return 'success';
  if (status === 'Re-accredited') return 'info';
  if (status === 'Expired') return 'error';
  return 'default';
}

/** "in 45 days", "today", "3 days ago": how far the expiry is. */
export function daysText(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 0) return `in ${days} days`;
  return days === -1 ? 'yesterday' : `${-days} days ago`;
}

/** "Valid until 2088-08-10 (2031-11-26), expires in 1826 days"; null without an award. */
export function expiryText(
  validUntilBs: string | null,
  validUntilAd: string | null,
  daysToExpiry: number | null,
): string | null {
  if (!validUntilAd && !validUntilBs) return null;
  const day = validUntilBs && validUntilAd ? `${validUntilBs} BS (${validUntilAd})` : (validUntilBs ?? validUntilAd);
  if (daysToExpiry === null) return `Valid until ${day}`;
  return daysToExpiry < 0
    ? `Expired on ${day}, ${daysText(daysToExpiry)}`
    : `Valid until ${day}, expires ${daysText(daysToExpiry)}`;
}

/** The cycle a campus is in the middle of: its newest, unless that one is closed. */
export function openCycle(standing: Pick<QaaCampusStanding, 'cycles'>): QaaCycle | undefined {
  const newest = standing.cycles[0];
  return newest && newest.stage !== 'Awarded' && newest.stage !== 'Refused' ? newest : undefined;
}

/** The stages whose team may be formed or changed: after the self-study report's approval, before the final visit. */
const TEAM_STAGES: readonly QaaStageName[] = ['SelfStudyReportApproved', 'PeerReviewTeamFormed', 'PreVisit'];
export const teamEditable = (stage: QaaStageName) => TEAM_STAGES.includes(stage);

/** The form of a stage, as its inputs hold it. */
export interface StageValues {
  stage: string;
  dateNep: string;
  dateEng: string;
  decision: string;
  remarks: string;
  document?: File | undefined;
  returnToStage: string;
  validityYears: string;
  validUntilNep: string;
  validUntilEng: string;
  fiscalYearId: string;
}

export function emptyStageValues(stage: string, today: { bs: string; ad: string }): StageValues {
  return {
    stage,
    // Present, so that the server's message about the file lands on its field.
    document: undefined,
    dateNep: today.bs,
    dateEng: today.ad,
    decision: '',
    remarks: '',
    returnToStage: '',
    validityYears: stage === 'Awarded' ? '5' : '',
    validUntilNep: '',
    validUntilEng: '',
    fiscalYearId: '',
  };
}

/**
 * The multipart fields of a stage: its date (both calendars), the text given, the document when
 * chosen; an award's validity, expiry and fiscal year only for an award, a deferral's return
 * stage only for a deferral. A letter of intent (no stage) sends no stage.
 */
export function stageFields(values: StageValues): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  const put = (name: keyof StageValues) => {
    const value = values[name];
    if (typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
  };
  put('stage');
  put('dateNep');
  put('dateEng');
  put('remarks');
  if (values.stage && values.stage !== 'LetterOfIntent') put('decision');
  if (values.stage === 'Awarded') {
    put('validityYears');
    put('validUntilNep');
    put('validUntilEng');
    put('fiscalYearId');
  }
  if (values.stage === 'Deferred') put('returnToStage');
  if (values.document) fields.document = values.document;
  return fields;
}

/** The team as the editor holds it, blank rows left out. */
export function teamMembers(rows: readonly { name: string; role: string; institution: string }[]) {
  return rows
    .map((row) => ({ name: row.name.trim(), role: row.role.trim(), institution: row.institution.trim() }))
    .filter((row) => row.name || row.role || row.institution);
}

/** The eight dates of an award (the contract's names): the first accreditation's and a renewal's, each BS and AD. */
export const AWARD_DATE_FIELDS = [
  'dateOfAccreditationNep',
  'dateOfAccreditationEng',
  'dateOfExpireAccreditationNep',
  'dateOfExpireAccreditationEng',
  'dateOfReAccreditationNep',
  'dateOfReAccreditationEng',
  'dateOfExpireRenewAccreditationNep',
  'dateOfExpireRenewAccreditationEng',
] as const;

/** The award dialogs' form, as its inputs hold it. */
export type AwardValues = Record<(typeof AWARD_DATE_FIELDS)[number], string> & {
  universityId: string;
  addCampusAccreditationId: string;
  fiscalYearId: string;
  status: string;
  remarks: string;
  evidenceDoc?: File | undefined;
};

/**
 * The multipart fields of an award: the pair of dates of the status chosen (a renewal's for
 * "renew", the first accreditation's for "Accredited"), the other pair sent blank as the
 * contract asks; the evidence only when chosen.
 */
export function awardFields(values: AwardValues): Record<string, FormValue> {
  const renew = values.status === 'renew';
  const fields: Record<string, FormValue> = {
    universityId: values.universityId,
    addCampusAccreditationId: values.addCampusAccreditationId,
    fiscalYearId: values.fiscalYearId,
    status: values.status,
    remarks: values.remarks.trim(),
  };
  for (const name of AWARD_DATE_FIELDS) {
    const ofRenewal = name.startsWith('dateOfRe') || name.startsWith('dateOfExpireRenew');
    fields[name] = ofRenewal === renew ? values[name] : '';
  }
  if (values.evidenceDoc) fields.evidenceDoc = values.evidenceDoc;
  return fields;
}
