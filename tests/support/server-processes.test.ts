import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv, testDatabaseUrl } from './app.ts';
import { query } from './databases.ts';
import { startServerProcesses, type ServerCluster } from './server-processes.ts';

/** A request sent from a given loopback address, as a client on another machine would. */
function sendFrom(
  localAddress: string,
  url: string,
  options: { method: string; headers: Record<string, string> },
  body?: string,
) {
  return new Promise<{ status: number; body: { tokenString?: string } }>((resolve, reject) => {
    const request = http.request(url, { ...options, localAddress, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('two server processes behind one round-robin address', () => {
  let cluster: ServerCluster;
  beforeAll(async () => {
    cluster = await startServerProcesses(testEnv(), 2);
  });
  afterAll(() => cluster?.stop());

  const acceptedBy = (index: number) => cluster.processes[index]!.acceptedRequestIds();

  it('hands requests to each in turn, and each sees the client’s own address', async () => {
    const ids = ['turn-1', 'turn-2', 'turn-3', 'turn-4'];
    for (const id of ids) {
      const answer = await sendFrom(
        '127.0.0.3',
        `${cluster.url}/api/User/Login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': id } },
        JSON.stringify({ email: 'student@hemis.local', password: 'Demo@12345' }),
      );
      expect(answer.status).toBe(200);
    }
    expect(acceptedBy(0)).toHaveLength(2);
    expect(acceptedBy(1)).toHaveLength(2);
    expect([...acceptedBy(0), ...acceptedBy(1)].sort()).toEqual(ids);
    const audited = await query<{ ip: string }>(
      testDatabaseUrl(),
      'SELECT ip FROM "AuditLog" WHERE action = $1 AND "requestId" = ANY($2)',
      ['sign-in', ids],
    );
    expect(audited.map((entry) => entry.ip)).toEqual(['127.0.0.3', '127.0.0.3', '127.0.0.3', '127.0.0.3']);
  });

  it('keeps a session signed in at one process valid at the other', async () => {
    const signIn = await sendFrom(
      '127.0.0.1',
      `${cluster.url}/api/User/Login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'session-sign-in' } },
      JSON.stringify({ email: 'collegeuser@hemis.local', password: 'Demo@12345' }),
    );
    for (const id of ['session-read-1', 'session-read-2']) {
      const read = await sendFrom('127.0.0.1', `${cluster.url}/api/Student/GetUserDetails`, {
        method: 'GET',
        headers: { authorization: `Bearer ${signIn.body.tokenString}`, 'x-request-id': id },
      });
      expect(read.status).toBe(200);
    }
    const servedBy = (id: string) => [0, 1].find((index) => acceptedBy(index).includes(id));
    expect([servedBy('session-read-1'), servedBy('session-read-2')].sort()).toEqual([0, 1]);
  });
});
