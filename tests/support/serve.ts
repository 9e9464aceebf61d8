/**
 * The entry of a real HEMIS server process that tests start (server-processes.ts): the
 * configuration comes from the environment, as in production, and startServer brings its
 * SIGTERM handling. The parent learns the port and asks for queued emails to be sent; the
 * process writes the id of every request it accepts to HEMIS_TEST_ACCEPTED_REQUESTS_FILE.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/src/config.ts';
import { startServer } from '../../server/src/server.ts';
import type { ChildMessage, ParentMessage } from './server-processes.ts';

const send = (message: ChildMessage) => process.send?.(message);

const server = await startServer(loadConfig(process.env));
const acceptedRequestsFile = process.env.HEMIS_TEST_ACCEPTED_REQUESTS_FILE;
if (acceptedRequestsFile) {
  // Node emits 'request' once it has read a request's head: from then on it is in flight.
  // Appended synchronously, so that no id is lost when the process exits.
  server.app.server.on('request', (request) => {
    fs.appendFileSync(acceptedRequestsFile, `${String(request.headers['x-request-id'])}\n`);
  });
}
process.on('message', (message: ParentMessage) => {
  if (message.type === 'drain-mail')
    void server.app.mailer.drain().then(() => send({ type: 'mail-drained', id: message.id }));
});
// A test worker that dies without stopping its servers must not leave them running.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
send({ type: 'listening', port: (server.app.server.address() as AddressInfo).port });
