import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The e2e server's mailbox: a real SMTP server (the app's SMTP_URL points at it) that writes
 * each mail it receives, parsed, as a JSON file the tests read.
 */
export async function startMailCapture(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const mail: CapturedMail = {
              to: (email.to ?? []).map((address) => address.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
            };
            writeFileSync(path.join(dir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail));
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for the last mail sent to an address (the tests ask right after the page sent it). */
export async function mailTo(dir: string, address: string, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CapturedMail);
    const found = mails.findLast((mail) => mail.to.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}

/** The link of a mail (its token travels after #). */
export function linkIn(mail: CapturedMail): URL {
  const match = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return new URL(match[0]);
}
