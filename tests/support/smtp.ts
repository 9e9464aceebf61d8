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
  const match = pattern.exec(mailContent(raw).text);
  if (!match) throw new Error(`no reset link in the message:\n${raw}`);
  return { url: match[1]!, email: decodeURIComponent(match[2]!), token: decodeURIComponent(match[3]!) };
}

/** Quoted-printable text as the bytes it stands for, read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded[index] === '=' ? /^[0-9A-F]{2}/i.exec(unfolded.slice(index + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(unfolded[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's encoded words (=?UTF-8?B?...?= or =?UTF-8?Q?...?=) as the text they stand for. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, encoded: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : fromQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
}

/**
 * The subject and text of a single-part message, whatever encoding nodemailer chose for them:
 * text in Devanagari travels as base64 or quoted-printable UTF-8.
 */
export function mailContent(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : body;
  return { subject: decodedHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
