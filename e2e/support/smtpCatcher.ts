import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface CaughtMail {
  readonly to: string[];
  /** The raw message; a quoted-printable one with its soft line breaks and escapes decoded. */
  readonly text: string;
}

export interface SmtpCatcher {
  /** SMTP_URL for the app under test. */
  readonly url: string;
  readonly mails: CaughtMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Only a message sent as quoted-printable is decoded: a 7-bit one is read as it is, or a link such as
 * `?resetToken=C0x…` would lose its `=C0` to an "À" (a reset test failed on such a token).
 */
function decodeQuotedPrintable(raw: string): string {
  if (!/^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An SMTP server on 127.0.0.1 that accepts every message and keeps it for the test to read. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
