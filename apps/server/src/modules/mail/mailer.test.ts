import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import { startMailbox } from '../../../test/mailbox.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createMailer } from './mailer.ts';
import { outbox } from './outbox.tables.ts';

const silent = { info: () => {}, error: () => {} } as never;
const mail = { to: 'ana@x.br', subject: 'Assunto', text: 'Olá, Ana!', html: '<p>Olá, Ana!</p>', platformId: null };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'AVA <a@x.br>', db: database.db, logger: silent });
    await mailer.send(mail);
    const rows = await database.db.select().from(outbox).where(eq(outbox.to, 'ana@x.br'));
    expect(rows).toMatchObject([{ subject: 'Assunto', text: 'Olá, Ana!', html: '<p>Olá, Ana!</p>' }]);
  });

  it('delivers over SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const mailbox = await startMailbox();
    const mailer = createMailer({ smtpUrl: mailbox.url, from: 'AVA <a@x.br>', db: database.db, logger: silent });
    await mailer.send({ ...mail, to: 'bia@x.br' });
    expect(mailbox.mails).toEqual([
      { from: 'a@x.br', to: ['bia@x.br'], subject: 'Assunto', text: 'Olá, Ana!\n', html: '<p>Olá, Ana!</p>\n' },
    ]);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, 'bia@x.br'))).toEqual([]);
    mailer.close();
    await mailbox.close();
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const mailer = createMailer({ smtpUrl, from: 'AVA <a@x.br>', db: database.db, logger: silent });
    await expect(mailer.send(mail)).rejects.toThrow();
    mailer.close();
  });
});
