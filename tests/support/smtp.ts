/**
 * A real SMTP server on loopback for tests: the app sends through nodemailer as in
 * production, and the test reads what arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** The next message to this address, waiting for it to arrive. */
  nextMessageTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const taken = new Set<ReceivedMail>();

  const takeFor = (address: string) => {
    const mail = received.find((item) => !taken.has(item) && item.to.includes(address.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of [...waiting]) {
          const mail = takeFor(waiter.address);
          if (mail) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    received,
    nextMessageTo(address, timeoutMs = 5000) {
      const mail = takeFor(address);
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          address,
          resolve: (arrived) => {
            clearTimeout(timer);
            resolve(arrived);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a message with quoted-printable soft breaks and escapes undone. */
export function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The set-password link of a message: the address and its email and token. The main reset
 * screen is /reset-password/{email}/{token}; the alumni portal's is
 * /alumni-admin/password-change/{email}/{token}.
 */
export function resetLinkIn(raw: string, screen = 'reset-password'): { url: string; email: string; token: string } {
  const pattern = new RegExp(`(https?://\\S+?/${screen}/([^/\\s]+)/([A-Za-z0-9_-]+))`);
  const match = pattern.exec(decodedText(raw));
  if (!match) throw new Error(`no reset link in the message:\n${raw}`);
  return { url: match[1]!, email: decodeURIComponent(match[2]!), token: decodeURIComponent(match[3]!) };
}
