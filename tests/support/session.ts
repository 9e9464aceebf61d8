/**
 * Requests made as a user: `asUser(test, user).get(...)` sends the session token the app
 * itself signs for that user, as a signed-in client would.
 */
import supertest from 'supertest';
import type { TestApp } from './app.ts';

export function asUser(test: TestApp, user: { id: number }): supertest.Agent {
  return supertest.agent(test.target).set('Authorization', `Bearer ${test.app.signSessionToken(user.id)}`);
}
