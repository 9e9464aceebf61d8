/**
 * eSewa's ePay v2 (developer.esewa.com.np/pages/Epay): the signed form the payer posts to the
 * gateway, the signed `data` it comes back with, and the transaction status API HEMIS asks
 * before it believes a payment. Signatures are HMAC-SHA256 in base64 over
 * `name=value,name=value…` of the signed field names, in their order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  GatewayRedirect,
  GatewayStatus,
  PaymentProvider,
  PaymentStart,
  ReturnCheck,
  StatusAnswer,
} from './payment-provider.ts';

export interface EsewaSettings {
  merchantCode: string;
  secretKey: string;
  /** The v2 form's address (…/api/epay/main/v2/form). */
  formUrl: string;
  /** The status API's address (…/api/epay/transaction/status/). */
  statusUrl: string;
}

/** The public test merchant of eSewa's documentation, used outside production unless set. */
export const ESEWA_TEST_SETTINGS: EsewaSettings = {
  merchantCode: 'EPAYTEST',
  secretKey: '8gBm/:&EnhH.1/q',
  formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
};

const FORM_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;
const RETURN_SIGNED_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
/** How long HEMIS waits for the status API before counting it unavailable. */
const STATUS_TIMEOUT_MS = 10_000;
const STATUSES = new Set<string>(['PENDING', 'COMPLETE', 'CANCELED', 'NOT_FOUND', 'AMBIGUOUS']);

/** eSewa's signature of the fields named, in that order. */
export function esewaSignature(secretKey: string, fields: Record<string, string>, names: readonly string[]): string {
  const message = names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** eSewa writes 110 as "110", "110.0" or "1,100.0": the same amount as two-place decimal text. */
export function normaliseAmount(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/,/g, '') : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}`;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The text of a number field as the JSON writes it (the last occurrence, as JSON.parse keeps the last). */
function numberAsWritten(json: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matches = [...json.matchAll(new RegExp(`"${escaped}"\\s*:\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`, 'g'))];
  return matches.at(-1)?.[1] ?? '';
}

export class EsewaProvider implements PaymentProvider {
  readonly name = 'esewa';

  constructor(private readonly settings: EsewaSettings) {}

  async initiate(start: PaymentStart): Promise<GatewayRedirect> {
    const fields: Record<string, string> = {
      amount: start.totalAmount,
      tax_amount: '0',
      total_amount: start.totalAmount,
      transaction_uuid: start.reference,
      product_code: this.settings.merchantCode,
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: start.successUrl,
      failure_url: start.failureUrl,
      signed_field_names: FORM_SIGNED_FIELDS.join(','),
    };
    fields.signature = esewaSignature(this.settings.secretKey, fields, FORM_SIGNED_FIELDS);
    return { method: 'POST', url: this.settings.formUrl, fields };
  }

  verifyReturn(data: string): ReturnCheck {
    let body: Record<string, unknown>;
    let json: string;
    try {
      json = Buffer.from(data, 'base64').toString('utf8');
      const decoded: unknown = JSON.parse(json);
      if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) throw new Error('not an object');
      body = decoded as Record<string, unknown>;
    } catch {
      return { ok: false, reason: 'the answer is not base64 JSON' };
    }
    const names = asText(body.signed_field_names);
    const signature = asText(body.signature);
    if (!names || !signature) return { ok: false, reason: 'the answer is not signed' };
    const signedNames = names.split(',');
    if (!signedNames.every((name) => /^[A-Za-z_]{1,40}$/.test(name)))
      return { ok: false, reason: 'the answer names odd fields' };
    // Every field HEMIS relies on must be among those signed, or an unsigned one could be swapped.
    if (!RETURN_SIGNED_FIELDS.split(',').every((name) => signedNames.includes(name))) {
      return { ok: false, reason: 'the answer does not sign the fields it must' };
    }
    // eSewa signs a number as it wrote it ("total_amount":1000.0 is signed as 1000.0), which
    // parsing would turn into 1000: a number is read from the JSON text as written.
    const fields = Object.fromEntries(
      signedNames.map((name) => [
        name,
        typeof body[name] === 'number' ? numberAsWritten(json, name) : (asText(body[name]) ?? ''),
      ]),
    );
    const expected = esewaSignature(this.settings.secretKey, fields, signedNames);
    if (!sameText(expected, signature)) return { ok: false, reason: 'the signature does not match' };
    const totalAmount = normaliseAmount(fields.total_amount);
    if (!totalAmount) return { ok: false, reason: 'the amount is not an amount' };
    return {
      ok: true,
      value: {
        reference: fields.transaction_uuid!,
        totalAmount,
        status: fields.status!,
        providerRef: fields.transaction_code!,
        merchant: fields.product_code!,
      },
    };
  }

  async checkStatus(payment: { reference: string; totalAmount: string }): Promise<StatusAnswer> {
    const url = new URL(this.settings.statusUrl);
    url.searchParams.set('product_code', this.settings.merchantCode);
    url.searchParams.set('total_amount', payment.totalAmount);
    url.searchParams.set('transaction_uuid', payment.reference);
    let body: Record<string, unknown>;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
      body = (await response.json()) as Record<string, unknown>;
      if (!body || typeof body !== 'object') return { status: 'UNAVAILABLE' };
    } catch {
      return { status: 'UNAVAILABLE' };
    }
    const status = asText(body.status);
    if (status === 'FULL_REFUND' || status === 'PARTIAL_REFUND') return { status: 'REFUNDED' };
    if (!status || !STATUSES.has(status)) return { status: 'UNAVAILABLE' };
    // An answer about another payment or merchant is no answer about this one.
    if (status !== 'NOT_FOUND') {
      if (asText(body.transaction_uuid) !== payment.reference) return { status: 'UNAVAILABLE' };
      if (asText(body.product_code) !== this.settings.merchantCode) return { status: 'UNAVAILABLE' };
    }
    const answer: StatusAnswer = { status: status as GatewayStatus };
    const ref = asText(body.ref_id);
    if (ref) answer.providerRef = ref;
    const total = normaliseAmount(body.total_amount);
    if (total) answer.totalAmount = total;
    return answer;
  }
}
