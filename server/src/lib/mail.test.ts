import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../../tests/support/smtp.ts';
import { createMailer, type MailLog } from './mail.ts';

const RECIPIENT = 'sita.sharma@example.edu.np';
const LINK = 'https://hemis.example/reset-password/sita.sharma%40example.edu.np/4f1c9a';
const message = { to: RECIPIENT, subject: 'Reset your password', text: `Open ${LINK}` };

/** What the mailer logged, each entry's details and message as one text. */
function recordingLog(): MailLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (details: object, text: string) => {
    lines.push(
      `${JSON.stringify(details, (_key, value: unknown) => (value instanceof Error ? value.message : value))} ${text}`,
    );
  };
  return { lines, info: record, error: record };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('createMailer', () => {
  it('writes the message to the outbox and logs that it did, without the recipient or the link', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-outbox-'));
    folders.push(outboxDir);
    const log = recordingLog();
    const mailer = createMailer({ smtp: undefined, from: 'HEMIS <no-reply@hemis.test>', outboxDir }, log);

    await mailer.send(message);

    const [file] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file!), 'utf8')).toContain(`To: ${RECIPIENT}`);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('written to the outbox');
    expect(log.lines[0]).not.toContain('sita');
    expect(log.lines[0]).not.toContain('4f1c9a');
  });

  it('logs a failed send without the recipient', async () => {
    const smtp = await startTestSmtpServer();
    const port = smtp.port;
    await smtp.close(); // nothing listens there now, so the send fails
    const log = recordingLog();
    const mailer = createMailer(
      { smtp: { host: '127.0.0.1', port, secure: false }, from: 'HEMIS <no-reply@hemis.test>', outboxDir: os.tmpdir() },
      log,
    );

    mailer.sendInBackground(message);
    await mailer.drain();

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('sending email failed');
    expect(log.lines[0]).not.toContain('sita');
  });
});
