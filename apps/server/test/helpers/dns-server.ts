/**
 * A DNS server on loopback that answers TXT questions from a table the test
 * fills (RFC 1035 wire format over UDP), so custom-domain verification is
 * tested with Node's real resolver and nothing leaves the machine. Any other
 * name answers NXDOMAIN.
 */
import { createSocket } from 'node:dgram';

export interface TestDnsServer {
  /** host:port, for DNS_SERVERS / buildApp's dnsServers. */
  address: string;
  /** The TXT records of each name (lowercase, no trailing dot). */
  txt: Map<string, string[]>;
  close(): Promise<void>;
}

const TXT = 16;

function readName(msg: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = start;
  for (;;) {
    const len = msg[at] ?? 0;
    if (len === 0) return { name: labels.join('.').toLowerCase(), end: at + 1 };
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('latin1'));
    at += 1 + len;
  }
}

function answer(query: Buffer, txt: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const records = type === TXT ? txt.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // QR, RD and RA set; rcode 3 (NXDOMAIN) for a name the table does not hold.
  header.writeUInt16BE(records ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records?.length ?? 0, 6);
  const rrs = (records ?? []).map((text) => {
    const value = Buffer.from(text);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0);
    rr.writeUInt16BE(TXT, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(value.length + 1, 10);
    return Buffer.concat([rr, Buffer.from([value.length]), value]);
  });
  return Buffer.concat([header, question, ...rrs]);
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const txt = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (msg, from) => {
    try {
      socket.send(answer(msg, txt), from.port, from.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    txt,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
