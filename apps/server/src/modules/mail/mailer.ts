import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Executor } from '../../platform/db/database.ts';
import { outbox } from './outbox.tables.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The platform the mail speaks for; null for mail of the whole installation. */
  platformId: string | null;
}

export interface Mailer {
  /** Delivers the mail, or keeps it in the outbox; throws when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  from: string;
  db: Executor;
  logger: FastifyBaseLogger;
}

/**
 * Real delivery over SMTP when SMTP_URL is set. Otherwise each mail is stored in the
 * `outbox` table and logged (recipient and subject, never the body: it may carry a link
 * that signs in), so development needs no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        logger.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ platform_id: mail.platformId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .returning({ id: outbox.id });
      logger.info({ outboxId: row?.id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    close: () => {},
  };
}
