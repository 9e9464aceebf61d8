import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../tests/support/app.ts';
import { startServerProcess } from '../../tests/support/server-processes.ts';

const DEMO_SIGN_IN = JSON.stringify({ email: 'collegeadmin@hemis.local', password: 'Demo@12345' });
const LOAD_CLIENTS = 8;
const REQUESTS_PER_CLIENT = 60;
const ANSWERS_BEFORE_SIGTERM = 2 * LOAD_CLIENTS;

type Outcome = { answered: true; status: number; body: unknown } | { answered: false; error: string };

/** One request on a connection of its own, with its id; the outcome says whether a whole answer came back. */
function send(port: number, id: string, method: string, path: string, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { 'x-request-id': id, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ answered: true, status: response.statusCode!, body: JSON.parse(text) });
          } catch {
            resolve({ answered: false, error: `incomplete answer: ${text}` });
          }
        });
        response.on('error', (error) => resolve({ answered: false, error: error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ answered: false, error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/** Resolves once the port refuses connections: the server has stopped accepting. */
async function untilRefused(port: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`port ${port} still accepts connections`);
}

describe('stopping a server process', () => {
  it('answers every request it accepted, under load and one still arriving, when SIGTERM comes, then exits 0', async () => {
    // Sign-ins make the load real work (password hashing, database writes); successful ones are never limited.
    // Every sign-in is counted while it is checked, so eight clients signing in to one account
    // from one address can reach the account's limits on a busy machine: this test is about
    // shutdown, not limits.
    const server = await startServerProcess(
      testEnv({ AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: '1000', AUTH_DELAY_AFTER_FAILURES: '1000' }),
    );
    const port = Number(new URL(server.url).port);
    const outcomes = new Map<string, Outcome>();
    let answers = 0;
    let loadRunning!: () => void;
    const loadEstablished = new Promise<void>((resolve) => (loadRunning = resolve));

    // Clients that keep one request each in flight, until the server refuses them.
    const load = Array.from({ length: LOAD_CLIENTS }, async (_, client) => {
      for (let index = 0; index < REQUESTS_PER_CLIENT; index += 1) {
        const id = `load-${client}-${index}`;
        const [method, path, body] = [
          ['POST', '/api/User/Login', DEMO_SIGN_IN],
          ['GET', '/api/Campus/66', undefined],
          ['GET', '/api/ready', undefined],
        ][index % 3]!;
        const outcome = await send(port, id, method!, path!, body);
        outcomes.set(id, outcome);
        if (!outcome.answered) return;
        if (++answers === ANSWERS_BEFORE_SIGTERM) loadRunning();
      }
    });
    await Promise.race([loadEstablished, Promise.all(load)]);

    // A sign-in whose head the server has read (it answered 100 Continue) but whose body has
    // not arrived when SIGTERM does: it is in flight for the whole shutdown.
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/User/Login',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(DEMO_SIGN_IN),
        expect: '100-continue',
        'x-request-id': 'slow',
      },
    });
    const slowAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      slow.on('error', reject);
    });
    await new Promise((resolve) => slow.once('continue', resolve));

    server.child.kill('SIGTERM');
    await untilRefused(port);
    slow.end(DEMO_SIGN_IN);

    const slowOutcome = await slowAnswer;
    await Promise.all(load);
    expect(await server.exited).toBe(0);

    expect(slowOutcome.status).toBe(200);
    expect(JSON.parse(slowOutcome.body)).toHaveProperty('tokenString');
    const accepted = server.acceptedRequestIds();
    expect(accepted.length).toBeGreaterThan(ANSWERS_BEFORE_SIGTERM);
    const unanswered = accepted.filter((id) => id !== 'slow' && !outcomes.get(id)?.answered);
    expect(unanswered, 'requests the server accepted but did not answer').toEqual([]);
    // Whatever was not answered was never accepted: the client may safely send it again.
    for (const [id, outcome] of outcomes) {
      if (!outcome.answered) expect(accepted, `${id} failed with ${outcome.error}`).not.toContain(id);
    }
  }, 60_000);
});
