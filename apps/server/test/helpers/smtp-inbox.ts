/** A real SMTP server on loopback (the smtp-server package) that keeps every mail it accepts, for tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), not the To header. */
  to: string[];
  /** The Subject header with its encoded words (RFC 2047) undone. */
  subject: string;
  /** The text body with its transfer encoding undone, read as UTF-8 (the service sends one text/plain part). */
  text: string;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** Recipients whose RCPT TO is refused with a temporary failure (450), as a busy mailbox does. */
  refuse?: string[];
}

/** Bytes written as a latin1 string (each char one byte) read as the UTF-8 they are. */
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
const hexBytes = (s: string) =>
  s.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Undoes encoded words (nodemailer's choice for a subject with accents): Q or B, adjacent words joined. */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return utf8(
    joined.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, word: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('latin1') : hexBytes(word.replace(/_/g, ' ')),
    ),
  );
}

/** The Subject and the decoded body of a raw single-part message. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').trim().toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? utf8(hexBytes(body.replace(/=\r?\n/g, '')))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : utf8(body);
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const refused = new Set(options.refuse ?? []);
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      const busy: SMTPServerError = new Error('Mailbox busy, try again later');
      busy.responseCode = 450;
      callback(busy);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          ...readMessage(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
