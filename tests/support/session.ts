/**
 * Requests made as a user: `asUser(test, user).get(...)` opens a session for that user as a
 * sign-in does (a row in UserSession) and sends its token, as a signed-in client would. The
 * agent is answered at once; each of its requests waits for the session to be open.
 */
import supertest from 'supertest';
import type { TestApp } from './app.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

type Sendable = {
  end(callback?: (error: unknown, response: unknown) => void): unknown;
  set(name: string, value: string): unknown;
};

/** A session of the user, opened by the app itself (as a sign-in with a password). */
export function openTestSession(test: TestApp, user: { id: number }): Promise<string> {
  return test.app.openSession(user.id, { method: 'password', ip: '127.0.0.1', device: 'HEMIS tests' });
}

export function asUser(test: TestApp, user: { id: number }): supertest.Agent {
  const token = openTestSession(test, user);
  // A session that could not be opened fails the request that needed it, not the process.
  token.catch(() => undefined);
  const agent = supertest.agent(test.target);
  for (const method of METHODS) {
    const make = agent[method].bind(agent) as (url: string) => Sendable;
    (agent as unknown as Record<string, (url: string) => Sendable>)[method] = (url: string) => {
      const request = make(url);
      const send = request.end.bind(request);
      request.end = (callback) => {
        token.then(
          (value) => {
            request.set('Authorization', `Bearer ${value}`);
            send(callback);
          },
          (error: unknown) => callback?.(error, undefined),
        );
        return request;
      };
      return request;
    };
  }
  return agent;
}
