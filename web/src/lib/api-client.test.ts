import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@hemis/contracts';
import { ApiError, apiRequest, messageBesideFields } from './api-client.ts';
import { dispatchSession, getSession, signOut } from './session/session-store.ts';

const admin = {
  id: 7,
  email: 'collegeadmin@hemis.local',
  firstName: 'Maya',
  tokenString: 'first-token',
} as SignedInUser;
const other = { id: 8, email: 'otheradmin@hemis.local', firstName: 'Sita', tokenString: 'other-token' } as SignedInUser;

const signInAs = (user: SignedInUser) => dispatchSession({ type: 'signInSuccess', user, now: Date.now() });

const unauthenticated = () =>
  new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Session expired' }), { status: 401 });

/**
 * The network as the browser's fetch: each call waits until the test answers it, so an answer
 * can arrive after the session has changed.
 */
function heldFetch() {
  const calls: { token: string | null; answer: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const token = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    return new Promise<Response>((resolve) => calls.push({ token, answer: resolve }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('a 401 answer', () => {
  it('signs out the session whose token the call carried', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const call = apiRequest('Student');
    calls[0]!.answer(unauthenticated());
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(getSession().currentUser).toBeNull();
  });

  it('leaves a newer sign-in alone when it answers a call made with an earlier token', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const late = apiRequest('Student');
    signOut();
    signInAs(other);
    calls[0]!.answer(unauthenticated());
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(calls[0]!.token).toBe('first-token');
    expect(getSession().currentUser?.tokenString).toBe('other-token');
  });

  it('leaves the same account signed in again with a new token alone', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const late = apiRequest('Student');
    signInAs({ ...admin, tokenString: 'second-token' });
    calls[0]!.answer(unauthenticated());
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getSession().currentUser?.tokenString).toBe('second-token');
  });
});

describe('the message a form says beside its fields', () => {
  const passedYear = { field: 'body.passedYear', message: 'Passed year cannot be before the enrolled year' };
  const shows = (field: string) => field === 'passedYear';

  it('is nothing when every issue shows under its field', () => {
    const error = new ApiError(400, passedYear.message, 'VALIDATION_FAILED', [passedYear]);
    expect(messageBesideFields(error, shows, 'Not saved')).toBeUndefined();
  });

  it('says the issues of fields the form does not show', () => {
    const file = { field: 'body.uploadReceipt', message: 'The receipt must be a PDF or an image' };
    const error = new ApiError(400, `${passedYear.message} ${file.message}`, 'VALIDATION_FAILED', [passedYear, file]);
    expect(messageBesideFields(error, shows, 'Not saved')).toBe(file.message);
  });

  it("says the answer's message, or else the fallback, when no issue names a field", () => {
    expect(messageBesideFields(new ApiError(409, 'Already graduated', 'CONFLICT', []), shows, 'Not saved')).toBe(
      'Already graduated',
    );
    expect(messageBesideFields(new Error('offline'), shows, 'Not saved')).toBe('Not saved');
  });
});
