/**
 * The entry of a real HEMIS server process that tests start (server-processes.ts): the
 * configuration comes from the environment, as in production, and startServer brings its
 * SIGTERM handling. The parent learns the port, asks for queued emails to be sent, and may
 * ask for the id of every request the process accepted (HEMIS_TEST_REPORT_REQUESTS).
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/src/config.ts';
import { startServer } from '../../server/src/server.ts';
import { ACCEPTED_REQUEST_LINE, type ChildMessage, type ParentMessage } from './server-processes.ts';

const send = (message: ChildMessage) => process.send?.(message);

const server = await startServer(loadConfig(process.env));
if (process.env.HEMIS_TEST_REPORT_REQUESTS) {
  // Node emits 'request' once it has read a request's head: from then on it is in flight.
  // Writes to a pipe are synchronous on Linux, so no line is lost when the process exits.
  server.app.server.on('request', (request) => {
    process.stdout.write(`${ACCEPTED_REQUEST_LINE}${String(request.headers['x-request-id'])}\n`);
  });
}
process.on('message', (message: ParentMessage) => {
  if (message.type === 'drain-mail')
    void server.app.mailer.drain().then(() => send({ type: 'mail-drained', id: message.id }));
});
// A test worker that dies without stopping its servers must not leave them running.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
send({ type: 'listening', port: (server.app.server.address() as AddressInfo).port });
