/** A real SMTP server on loopback (the smtp-server package) that keeps every mail it accepts, for tests. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), not the To header. */
  to: string[];
  /** The Subject header with its encoded words (RFC 2047) undone. */
  subject: string;
  /** The text/plain body with its transfer encoding undone, lines ending in \n. */
  text: string;
  /** The files the mail carries (a multipart/mixed mail's attachments), decoded. */
  attachments: ReceivedAttachment[];
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

/** The message as a mail client reads it (mailparser): headers decoded, parts split, attachments apart. */
async function readMessage(raw: Buffer): Promise<Omit<ReceivedMail, 'to'>> {
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  };
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
        readMessage(Buffer.concat(chunks)).then(
          (message) => {
            mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...message });
            callback();
          },
          (err: Error) => callback(err),
        );
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
