/**
 * A DNS server on loopback that answers TXT, A and AAAA questions from tables
 * the test fills (RFC 1035 wire format over UDP), so custom-domain verification
 * and webhook host checks are tested with Node's real resolver and nothing
 * leaves the machine. A name in no table answers NXDOMAIN.
 */
import { createSocket } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface TestDnsServer {
  /** host:port, for DNS_SERVERS / buildApp's dnsServers. */
  address: string;
  /** The TXT records of each name (lowercase, no trailing dot). */
  txt: Map<string, string[]>;
  /** The IPv4 and IPv6 addresses of each name (lowercase, no trailing dot), answered to A and AAAA questions. */
  addresses: Map<string, string[]>;
  close(): Promise<void>;
}

const TXT = 16;
const A = 1;
const AAAA = 28;

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

/** The record data of each answer to a question of `type` about `name`; undefined when the name is unknown. */
function recordsFor(
  name: string,
  type: number,
  txt: Map<string, string[]>,
  addresses: Map<string, string[]>,
): Buffer[] | undefined {
  const texts = txt.get(name);
  const ips = addresses.get(name);
  if (texts === undefined && ips === undefined) return undefined;
  if (type === TXT)
    return (texts ?? []).map((text) => {
      const value = Buffer.from(text);
      return Buffer.concat([Buffer.from([value.length]), value]);
    });
  if (type === A) return (ips ?? []).filter((ip) => isIPv4(ip)).map((ip) => Buffer.from(ip.split('.').map(Number)));
  if (type === AAAA)
    return (ips ?? []).filter((ip) => isIPv6(ip)).map((ip) => Buffer.from(ipaddr.parse(ip).toByteArray()));
  return [];
}

function answer(query: Buffer, txt: Map<string, string[]>, addresses: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const records = recordsFor(name, type, txt, addresses);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // QR, RD and RA set; rcode 3 (NXDOMAIN) for a name the table does not hold.
  header.writeUInt16BE(records ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records?.length ?? 0, 6);
  const rrs = (records ?? []).map((data) => {
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0);
    rr.writeUInt16BE(type, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(data.length, 10);
    return Buffer.concat([rr, data]);
  });
  return Buffer.concat([header, question, ...rrs]);
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const txt = new Map<string, string[]>();
  const addresses = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (msg, from) => {
    try {
      socket.send(answer(msg, txt, addresses), from.port, from.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    txt,
    addresses,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
