/**
 * Outgoing email. With SMTP configured (SMTP_* variables) messages go through it; without
 * (the embedded default) each message is written as an .eml file to the outbox folder, where a
 * self-hoster still finds a password's reset link (README: Forgotten passwords). The log names
 * the folder, never the recipient or the link: both are a person's, and logs travel further.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSettings {
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | undefined;
  from: string;
  outboxDir: string;
}

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes as long whether or not a
   * message went out; failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends (on shutdown, and in tests). */
  drain(): Promise<void>;
}

function outboxFileName(to: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const recipient = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${stamp}-${recipient}-${Math.random().toString(36).slice(2, 8)}.eml`;
}

export function createMailer(settings: MailSettings, log: MailLog): Mailer {
  // nodemailer is loaded with the first message, not at start: most processes send none for
  // hours, and it is several megabytes of the server's resident memory (decision 0023).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      settings.smtp
        ? nodemailer.createTransport({
            host: settings.smtp.host,
            port: settings.smtp.port,
            secure: settings.smtp.secure,
            auth: settings.smtp.user ? { user: settings.smtp.user, pass: settings.smtp.password ?? '' } : undefined,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await (
      await transportOnce()
    ).sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    if (settings.smtp) return;
    await fs.mkdir(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, outboxFileName(message.to, new Date()));
    // Written under another name and renamed, so whoever watches the outbox never reads a
    // message half written.
    await fs.writeFile(`${file}.part`, info.message as Buffer);
    await fs.rename(`${file}.part`, file);
    log.info({ outbox: settings.outboxDir }, 'no SMTP server configured: an email was written to the outbox');
  }

  return {
    send,
    sendInBackground(message) {
      const sending = send(message)
        .catch((error: unknown) => log.error({ err: error }, 'sending email failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
