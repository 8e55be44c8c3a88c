import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  /** An SMTP_URL that delivers here. */
  url: string;
  mails: ReceivedMail[];
  /** The last mail delivered to an address. */
  lastTo(address: string): ReceivedMail | undefined;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that hands every mail it receives, parsed, to onMail. */
export async function startSmtpServer(
  onMail: (mail: ReceivedMail) => void,
): Promise<{ url: string; close(): Promise<void> }> {
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
            onMail({
              from: email.from?.address ?? '',
              to: (email.to ?? []).map((address) => address.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
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

/** A mailbox that keeps every mail it receives in memory. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = await startSmtpServer((mail) => mails.push(mail));
  return { ...server, mails, lastTo: (address) => mails.findLast((mail) => mail.to.includes(address)) };
}

/** The single-use token of a mailed link (it travels in the fragment). */
export function tokenOfLink(text: string): string {
  const match = /#token=([\w-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}
