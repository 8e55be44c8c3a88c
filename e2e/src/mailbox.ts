import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ReceivedMail, startSmtpServer } from '../../apps/server/test/mailbox.ts';

/**
 * The e2e server's mailbox: the server tests' SMTP server (the app's SMTP_URL points at it),
 * writing each mail as a JSON file the tests read, since they run in another process.
 */
export async function startMailCapture(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpServer((mail) =>
    writeFileSync(path.join(dir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail)),
  );
}

/**
 * Waits for the last mail sent to an address (the tests ask right after the page sent it), with the
 * given subject when one is named (the address may also be getting notification mails meanwhile).
 */
export async function mailTo(
  dir: string,
  address: string,
  subject?: string,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
    const found = mails.findLast(
      (mail) => mail.to.includes(address) && (subject === undefined || mail.subject === subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}

/** The link of a mail (its token travels after #). */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return new URL(match[0]);
}
