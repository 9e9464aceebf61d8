import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEsewaStandIn, type EsewaStandIn } from '../../../../scripts/lib/esewa-stand-in.ts';
import { ESEWA_TEST_SETTINGS, EsewaProvider, esewaSignature, normaliseAmount } from './esewa.ts';

const returnUrls = { successUrl: 'http://hemis.test/success', failureUrl: 'http://hemis.test/failed' };

function encode(body: Record<string, string>): string {
  return Buffer.from(JSON.stringify(body)).toString('base64');
}

describe('eSewa signatures', () => {
  it("signs eSewa's published test vector as eSewa does", async () => {
    const provider = new EsewaProvider(ESEWA_TEST_SETTINGS);
    const redirect = await provider.initiate({ reference: '241028', totalAmount: '110', ...returnUrls });
    expect(redirect).toMatchObject({ method: 'POST', url: ESEWA_TEST_SETTINGS.formUrl });
    if (redirect.method !== 'POST') throw new Error('a form is expected');
    expect(redirect.fields.signature).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
    expect(redirect.fields).toMatchObject({
      amount: '110',
      tax_amount: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      ...{ success_url: returnUrls.successUrl, failure_url: returnUrls.failureUrl },
    });
  });

  const provider = new EsewaProvider(ESEWA_TEST_SETTINGS);
  const answer = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '1,000.0',
    transaction_uuid: '250610-162413',
    product_code: 'EPAYTEST',
    signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  };
  const signed = {
    ...answer,
    signature: esewaSignature(ESEWA_TEST_SETTINGS.secretKey, answer, answer.signed_field_names.split(',')),
  };

  it('accepts a return signed with the secret and reads its amount as a decimal', () => {
    expect(provider.verifyReturn(encode(signed))).toEqual({
      ok: true,
      value: {
        reference: '250610-162413',
        totalAmount: '1000.00',
        status: 'COMPLETE',
        providerRef: '000AWEO',
        merchant: 'EPAYTEST',
      },
    });
  });

  it("verifies eSewa's documented success answer, whose amount is the JSON number 1000.0", () => {
    const documented =
      '{"transaction_code":"000AWEO","status":"COMPLETE","total_amount":1000.0,"transaction_uuid":"250610-162413",' +
      '"product_code":"EPAYTEST","signed_field_names":"transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",' +
      '"signature":"62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA="}';
    expect(provider.verifyReturn(Buffer.from(documented).toString('base64'))).toMatchObject({
      ok: true,
      value: { reference: '250610-162413', totalAmount: '1000.00', providerRef: '000AWEO' },
    });
    const changed = documented.replace('1000.0', '1000.5');
    expect(provider.verifyReturn(Buffer.from(changed).toString('base64')).ok).toBe(false);
  });

  it('refuses a return whose signed amount was changed', () => {
    expect(provider.verifyReturn(encode({ ...signed, total_amount: '1.0' }))).toEqual({
      ok: false,
      reason: 'the signature does not match',
    });
  });

  it('refuses a return signed with another key, unsigned, or signing too few fields', () => {
    const forged = {
      ...answer,
      signature: esewaSignature('not the secret', answer, answer.signed_field_names.split(',')),
    };
    expect(provider.verifyReturn(encode(forged)).ok).toBe(false);
    const { signature: _ignored, ...unsigned } = signed;
    expect(provider.verifyReturn(encode(unsigned))).toMatchObject({ ok: false, reason: 'the answer is not signed' });
    const few = { ...answer, signed_field_names: 'transaction_uuid,signed_field_names' };
    const fewSigned = {
      ...few,
      signature: esewaSignature(ESEWA_TEST_SETTINGS.secretKey, few, ['transaction_uuid', 'signed_field_names']),
    };
    expect(provider.verifyReturn(encode(fewSigned))).toMatchObject({
      ok: false,
      reason: 'the answer does not sign the fields it must',
    });
    expect(provider.verifyReturn('%%% not base64 json')).toMatchObject({ ok: false });
  });

  it('reads the ways eSewa writes an amount as one decimal text', () => {
    expect(normaliseAmount('110')).toBe('110.00');
    expect(normaliseAmount(110.5)).toBe('110.50');
    expect(normaliseAmount('1,100.0')).toBe('1100.00');
    expect(normaliseAmount('-5')).toBeUndefined();
    expect(normaliseAmount('1.005')).toBeUndefined();
  });
});

describe('eSewa through the stand-in gateway', () => {
  let gateway: EsewaStandIn;
  let provider: EsewaProvider;
  beforeAll(async () => {
    gateway = await startEsewaStandIn({ mode: 'auto' });
    provider = new EsewaProvider({ ...ESEWA_TEST_SETTINGS, formUrl: gateway.formUrl, statusUrl: gateway.statusUrl });
  });
  afterAll(() => gateway.close());

  async function postForm(fields: Record<string, string>) {
    return fetch(gateway.formUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  }

  it('pays a signed form, returns a success answer the provider verifies, and the status API says COMPLETE', async () => {
    const redirect = await provider.initiate({ reference: 'T-1', totalAmount: '1500.50', ...returnUrls });
    if (redirect.method !== 'POST') throw new Error('a form is expected');
    const response = await postForm(redirect.fields);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(returnUrls.successUrl);
    const check = provider.verifyReturn(location.searchParams.get('data')!);
    expect(check).toMatchObject({ ok: true, value: { reference: 'T-1', totalAmount: '1500.50', status: 'COMPLETE' } });
    const status = await provider.checkStatus({ reference: 'T-1', totalAmount: '1500.50' });
    expect(status).toMatchObject({ status: 'COMPLETE', totalAmount: '1500.50' });
    expect(status.providerRef).toBe(check.ok ? check.value.providerRef : '');
  });

  it('refuses a form whose signature does not match', async () => {
    const redirect = await provider.initiate({ reference: 'T-2', totalAmount: '100', ...returnUrls });
    if (redirect.method !== 'POST') throw new Error('a form is expected');
    const response = await postForm({ ...redirect.fields, total_amount: '1' });
    expect(response.status).toBe(400);
    expect(gateway.payments.has('T-2')).toBe(false);
  });

  it('answers NOT_FOUND for an unknown payment or another amount, and what a test sets', async () => {
    expect(await provider.checkStatus({ reference: 'never-sent', totalAmount: '10.00' })).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect((await provider.checkStatus({ reference: 'T-1', totalAmount: '1.00' })).status).toBe('NOT_FOUND');
    gateway.setStatus('T-1', 'PENDING');
    expect((await provider.checkStatus({ reference: 'T-1', totalAmount: '1500.50' })).status).toBe('PENDING');
    gateway.setStatus('T-1', 'FULL_REFUND');
    expect((await provider.checkStatus({ reference: 'T-1', totalAmount: '1500.50' })).status).toBe('REFUNDED');
  });

  it('counts an outage, or no gateway at all, as unavailable rather than failing', async () => {
    gateway.setOutage(true);
    try {
      expect(await provider.checkStatus({ reference: 'T-1', totalAmount: '1500.50' })).toEqual({
        status: 'UNAVAILABLE',
      });
    } finally {
      gateway.setOutage(false);
    }
    const nowhere = new EsewaProvider({
      ...ESEWA_TEST_SETTINGS,
      statusUrl: 'http://127.0.0.1:9/api/epay/transaction/status/',
    });
    expect(await nowhere.checkStatus({ reference: 'T-1', totalAmount: '1.00' })).toEqual({ status: 'UNAVAILABLE' });
  });

  it('sends the payer to the failure address when the payer cancels on the click page', async () => {
    const clicking = await startEsewaStandIn();
    try {
      const redirect = await new EsewaProvider({
        ...ESEWA_TEST_SETTINGS,
        formUrl: clicking.formUrl,
        statusUrl: clicking.statusUrl,
      }).initiate({
        reference: 'T-3',
        totalAmount: '20.00',
        ...returnUrls,
      });
      if (redirect.method !== 'POST') throw new Error('a form is expected');
      const pageResponse = await fetch(clicking.formUrl, {
        method: 'POST',
        body: new URLSearchParams(redirect.fields),
      });
      expect(await pageResponse.text()).toMatch(/Pay<\/button>.*Cancel<\/button>/s);
      const cancel = await fetch(`${clicking.origin}/api/epay/main/v2/cancel`, {
        method: 'POST',
        body: new URLSearchParams({ transaction_uuid: 'T-3' }),
        redirect: 'manual',
      });
      expect(cancel.headers.get('location')).toBe(returnUrls.failureUrl);
      const status = await fetch(`${clicking.statusUrl}?product_code=EPAYTEST&total_amount=20&transaction_uuid=T-3`);
      expect(await status.json()).toMatchObject({ status: 'CANCELED' });
    } finally {
      await clicking.close();
    }
  });
});
