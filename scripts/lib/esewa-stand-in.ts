/**
 * A local stand-in for eSewa's ePay v2 gateway, following its documented API
 * (developer.esewa.com.np/pages/Epay), for the tests and the demo: nothing leaves the machine.
 *
 * - POST /api/epay/main/v2/form takes the merchant's signed form. A wrong or missing field or
 *   signature answers 400 with the reason. Otherwise it shows a page where the tester presses
 *   Pay or Cancel, or (mode `auto`) pays at once.
 * - Pay redirects to success_url?data=<base64 JSON> signed over transaction_code, status,
 *   total_amount, transaction_uuid, product_code and signed_field_names; Cancel redirects to
 *   failure_url.
 * - GET /api/epay/transaction/status/?product_code=&total_amount=&transaction_uuid= answers
 *   PENDING (form received, not paid), COMPLETE, CANCELED or NOT_FOUND (unknown payment, or
 *   another merchant or amount), or during an outage {"code":0,"error_message":"Service is
 *   currently unavailable"}.
 *
 * Tests steer it: `setStatus` makes the status API answer otherwise than the payment went
 * (a payment eSewa still holds as PENDING), `setOutage` stops the status API answering.
 * Its signing is written here again on purpose, apart from the server's, so each checks the other.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInStatus = 'PENDING' | 'COMPLETE' | 'CANCELED' | 'NOT_FOUND' | 'FULL_REFUND' | 'AMBIGUOUS';

export interface EsewaStandInOptions {
  merchantCode?: string;
  secretKey?: string;
  /** `click`: a page with Pay and Cancel; `auto`: paid as soon as the form arrives. */
  mode?: 'click' | 'auto';
  host?: string;
  port?: number;
}

interface StandInPayment {
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: StandInStatus;
  transactionCode?: string;
}

export interface EsewaStandIn {
  /** The stand-in's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  formUrl: string;
  statusUrl: string;
  merchantCode: string;
  secretKey: string;
  /** What the status API answers for a payment from now on, whatever happened to it. */
  setStatus(transactionUuid: string, status: StandInStatus): void;
  setOutage(down: boolean): void;
  /** The payments the form received, by transaction_uuid. */
  payments: ReadonlyMap<string, Readonly<StandInPayment>>;
  /** The base64 `data` eSewa would send for a payment, signed with `secretKey` (a forger's key in tests). */
  successData(fields: Record<string, string>, secretKey?: string): string;
  close(): Promise<void>;
}

export const STAND_IN_FORM_PATH = '/api/epay/main/v2/form';
export const STAND_IN_STATUS_PATH = '/api/epay/transaction/status/';
const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
];
const RETURN_SIGNED = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

function sign(secret: string, fields: Record<string, string>, names: string): string {
  const message = names
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', secret).update(message).digest('base64');
}

/** An amount as eSewa's JSON writes it: no trailing zeros but one decimal (1000 -> 1000.0, 2500.50 -> 2500.5). */
function esewaNumber(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${BigInt(whole)}.${trimmed || '0'}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  response.end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function amountsAgree(a: string, b: string): boolean {
  const cents = (text: string) => {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
    return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : -1n;
  };
  return cents(a) >= 0n && cents(a) === cents(b);
}

export async function startEsewaStandIn(options: EsewaStandInOptions = {}): Promise<EsewaStandIn> {
  const merchantCode = options.merchantCode ?? 'EPAYTEST';
  const secretKey = options.secretKey ?? '8gBm/:&EnhH.1/q';
  const mode = options.mode ?? 'click';
  const payments = new Map<string, StandInPayment>();
  const overrides = new Map<string, StandInStatus>();
  let outage = false;

  /** As eSewa writes it: total_amount a JSON number with its decimal (1000.0, 2500.5), signed as written. */
  const successData = (fields: Record<string, string>, secret = secretKey): string => {
    const amount = fields.total_amount ?? '';
    const numeric = /^\d+(\.\d+)?$/.test(amount);
    const written = numeric ? esewaNumber(amount) : amount;
    const body: Record<string, string> = { ...fields, total_amount: written, signed_field_names: RETURN_SIGNED };
    body.signature = sign(secret, body, RETURN_SIGNED);
    const json = JSON.stringify(body);
    const text = numeric ? json.replace(`"total_amount":"${written}"`, `"total_amount":${written}`) : json;
    return Buffer.from(text, 'utf8').toString('base64');
  };

  const pay = (response: ServerResponse, uuid: string, payment: StandInPayment) => {
    payment.status = 'COMPLETE';
    payment.transactionCode ??= randomBytes(4).toString('hex').toUpperCase();
    const data = successData({
      transaction_code: payment.transactionCode,
      status: 'COMPLETE',
      total_amount: payment.totalAmount,
      transaction_uuid: uuid,
      product_code: merchantCode,
    });
    const target = new URL(payment.successUrl);
    target.searchParams.set('data', data);
    redirect(response, target.toString());
  };

  const handleForm = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    const fields = Object.fromEntries(FORM_FIELDS.map((name) => [name, form.get(name) ?? '']));
    const missing = FORM_FIELDS.filter((name) => fields[name] === '');
    if (missing.length > 0) {
      return send(
        response,
        400,
        'text/html',
        page('eSewa', `<p>Missing fields: ${escapeHtml(missing.join(', '))}</p>`),
      );
    }
    const names = fields.signed_field_names!;
    if (fields.product_code !== merchantCode || sign(secretKey, fields, names) !== fields.signature) {
      return send(response, 400, 'text/html', page('eSewa', '<p>Invalid payload signature.</p>'));
    }
    const uuid = fields.transaction_uuid!;
    if (!/^[A-Za-z0-9-]+$/.test(uuid)) {
      return send(response, 400, 'text/html', page('eSewa', '<p>Invalid transaction_uuid.</p>'));
    }
    const existing = payments.get(uuid);
    if (existing && existing.status !== 'PENDING') {
      return send(response, 400, 'text/html', page('eSewa', '<p>Duplicate transaction_uuid.</p>'));
    }
    const payment: StandInPayment = existing ?? {
      totalAmount: fields.total_amount!,
      successUrl: fields.success_url!,
      failureUrl: fields.failure_url!,
      status: 'PENDING',
    };
    payments.set(uuid, payment);
    if (mode === 'auto') return pay(response, uuid, payment);
    const hidden = `<input type="hidden" name="transaction_uuid" value="${escapeHtml(uuid)}">`;
    send(
      response,
      200,
      'text/html',
      page(
        'eSewa (stand-in)',
        `<h1>eSewa test gateway</h1><p>Merchant ${escapeHtml(merchantCode)} asks for NPR ${escapeHtml(payment.totalAmount)}.</p>` +
          `<form method="post" action="/api/epay/main/v2/pay">${hidden}<button type="submit">Pay</button></form>` +
          `<form method="post" action="/api/epay/main/v2/cancel">${hidden}<button type="submit">Cancel</button></form>`,
      ),
    );
  };

  const handleDecision = async (request: IncomingMessage, response: ServerResponse, paid: boolean) => {
    const uuid = (await readForm(request)).get('transaction_uuid') ?? '';
    const payment = payments.get(uuid);
    if (!payment || payment.status !== 'PENDING') {
      return send(response, 404, 'text/html', page('eSewa', '<p>No such payment waiting.</p>'));
    }
    if (paid) return pay(response, uuid, payment);
    payment.status = 'CANCELED';
    redirect(response, payment.failureUrl);
  };

  const handleStatus = (url: URL, response: ServerResponse) => {
    if (outage) {
      return send(
        response,
        503,
        'application/json',
        JSON.stringify({ code: 0, error_message: 'Service is currently unavailable' }),
      );
    }
    const uuid = url.searchParams.get('transaction_uuid') ?? '';
    const product = url.searchParams.get('product_code') ?? '';
    const total = url.searchParams.get('total_amount') ?? '';
    const payment = payments.get(uuid);
    const known = payment && product === merchantCode && amountsAgree(total, payment.totalAmount);
    const status = overrides.get(uuid) ?? (known ? payment.status : 'NOT_FOUND');
    send(
      response,
      200,
      'application/json',
      JSON.stringify({
        product_code: product,
        transaction_uuid: uuid,
        total_amount: Number(total) || 0,
        status,
        ref_id: status === 'COMPLETE' ? (payment?.transactionCode ?? null) : null,
      }),
    );
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname.replace(/\/?$/, '/')}`;
    const work =
      route === `POST ${STAND_IN_FORM_PATH}/`
        ? handleForm(request, response)
        : route === 'POST /api/epay/main/v2/pay/'
          ? handleDecision(request, response, true)
          : route === 'POST /api/epay/main/v2/cancel/'
            ? handleDecision(request, response, false)
            : route === `GET ${STAND_IN_STATUS_PATH}`
              ? Promise.resolve(handleStatus(url, response))
              : Promise.resolve(send(response, 404, 'text/plain', 'Not found'));
    work.catch(() => {
      if (!response.headersSent) send(response, 400, 'text/plain', 'Bad request');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    origin,
    formUrl: `${origin}${STAND_IN_FORM_PATH}`,
    statusUrl: `${origin}${STAND_IN_STATUS_PATH}`,
    merchantCode,
    secretKey,
    payments,
    setStatus: (uuid, status) => overrides.set(uuid, status),
    setOutage: (down) => {
      outage = down;
    },
    successData,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
