import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, MESSAGE_CATALOGUE, SETUP_MESSAGES, SPEC_MESSAGES, type ErrorBody } from '@hemis/contracts';
import { ApiError, apiRequest, fieldErrorsOf } from '../../lib/api-client.ts';
import { showLanguage, startI18n } from '../../lib/i18n/i18n.ts';
import { sayContractMessage } from '../../lib/i18n/server-messages.ts';
import { englishMessageFiles, loadLanguageMessages, messageResources } from '../messages.ts';
import nepali from './messages/ne.json';

const catalogue = nepali as Record<string, Record<string, string>>;
const nepaliOf = (key: string) => {
  const dot = key.indexOf('.');
  return catalogue[key.slice(0, dot)]?.[key.slice(dot + 1)];
};

// English at hand and Nepali fetched when first shown, as the page loads them.
beforeAll(() => startI18n(messageResources(englishMessageFiles), 'en', loadLanguageMessages));

afterEach(async () => {
  vi.unstubAllGlobals();
  await showLanguage('en');
});

/** The server answering every call with this error body. */
function answering(body: Partial<ErrorBody>) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: body.statusCode })));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const wrongCredentials = {
  statusCode: 401,
  code: 'WRONG_CREDENTIALS',
  message: SPEC_MESSAGES.loginWrongCredentials,
  messageKey: 'spec.loginWrongCredentials',
} as const;

describe('the Nepali catalogue of the server’s messages', () => {
  it('says every message of the contract', () => {
    const unsaid = Object.keys(MESSAGE_CATALOGUE).filter((key) => !nepaliOf(key)?.trim());
    expect(unsaid).toEqual([]);
  });

  it('has no message the contract does not say', () => {
    const keys = Object.entries(catalogue).flatMap(([group, names]) =>
      Object.keys(names).map((name) => `${group}.${name}`),
    );
    expect(keys.filter((key) => !(key in MESSAGE_CATALOGUE))).toEqual([]);
  });
});

describe('the API client’s message of a failed call', () => {
  it('is the Nepali of the message’s key when Nepali is shown', async () => {
    await showLanguage('ne');
    answering(wrongCredentials);
    const error = await failureOf(apiRequest('User/Login', { method: 'POST', json: {} }));
    expect(error.message).toBe(nepaliOf('spec.loginWrongCredentials'));
    expect(error.messageKey).toBe('spec.loginWrongCredentials');
  });

  it('is the server’s own message when English is shown', async () => {
    answering(wrongCredentials);
    const error = await failureOf(apiRequest('User/Login', { method: 'POST', json: {} }));
    expect(error.message).toBe(SPEC_MESSAGES.loginWrongCredentials);
  });

  it('is the server’s own message when it has no key, or a key the web does not know', async () => {
    await showLanguage('ne');
    answering({ statusCode: 404, code: 'NOT_FOUND', message: 'Campus not found' });
    expect((await failureOf(apiRequest('Campus/1'))).message).toBe('Campus not found');
    answering({ ...wrongCredentials, messageKey: 'spec.notSaidYet' });
    expect((await failureOf(apiRequest('User/Login'))).message).toBe(SPEC_MESSAGES.loginWrongCredentials);
  });

  it('says each field’s issue in Nepali, and a refusal of several fields from its issues', async () => {
    await showLanguage('ne');
    answering({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `${SETUP_MESSAGES.facultyNameRequired} Must be a number`,
      issues: [
        {
          field: 'body.facultyName',
          message: SETUP_MESSAGES.facultyNameRequired,
          messageKey: 'setup.facultyNameRequired',
        },
        { field: 'body.index', message: 'Must be a number' },
      ],
    });
    const error = await failureOf(apiRequest('Faculty', { method: 'POST', json: {} }));
    expect(fieldErrorsOf(error)).toEqual({
      facultyName: nepaliOf('setup.facultyNameRequired'),
      index: 'Must be a number',
    });
    expect(error.message).toBe(`${nepaliOf('setup.facultyNameRequired')} Must be a number`);
  });
});

describe('a message of the contract the web says itself', () => {
  it('is found by its English text', async () => {
    await showLanguage('ne');
    expect(sayContractMessage(AUTH_MESSAGES.oldPasswordWrong)).toBe(nepaliOf('auth.oldPasswordWrong'));
    expect(sayContractMessage('Some other text')).toBe('Some other text');
    await showLanguage('en');
    expect(sayContractMessage(AUTH_MESSAGES.oldPasswordWrong)).toBe(AUTH_MESSAGES.oldPasswordWrong);
  });
});
