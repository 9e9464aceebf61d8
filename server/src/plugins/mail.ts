/** The app's mailer (lib/mail.ts), configured from SMTP_* and MAIL_FROM; drained on shutdown. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtp, mailFrom, outboxDir } = app.config;
    const mailer = createMailer({ smtp, from: mailFrom, outboxDir }, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.drain());
  },
  { name: 'mail' },
);
