import type { AppModule } from '../../platform/http/app-module.ts';
import { createMailer, type Mailer, type MailerOptions } from './mailer.ts';

export { escapeHtml } from './mail-html.ts';
export type { Mail, Mailer } from './mailer.ts';

export interface MailModule extends AppModule {
  /** Sign-up confirmation, recovery and e-mail change mail go through it. */
  mailer: Mailer;
}

/** Mail over SMTP, or kept in the outbox table when no SMTP server is configured. It answers no route. */
export function createMailModule(options: MailerOptions): MailModule {
  const mailer = createMailer(options);
  return { mailer, routes: {}, close: async () => mailer.close() };
}
