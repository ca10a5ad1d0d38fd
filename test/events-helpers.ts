// A webhook subscriber for tests: records what it receives, answers what it is told to,
// and checks Standard Webhooks signatures independently of the server's code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: any };
  status: number;
}

export interface Subscriber {
  url: string;
  received: Received[];
  /** The status to answer the n-th request (0-based) with; default 200. */
  answer: (n: number, r: Omit<Received, 'status'>) => number;
  /** Resolves once `pred` holds for what was received (checked on every request). */
  until(pred: (received: Received[]) => boolean, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startSubscriber(port = 0): Promise<Subscriber> {
  const sub: Subscriber = {
    url: '',
    received: [],
    answer: () => 200,
    async until(pred, ms = 20_000) {
      const end = Date.now() + ms;
      while (!pred(sub.received)) {
        if (Date.now() > end)
          throw new Error(`subscriber: condition not met; got ${sub.received.map((r) => `${r.json.type}:${r.status}`).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return sub.received;
    },
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r = { headers: req.headers, body, json: JSON.parse(body) };
      const status = sub.answer(sub.received.length, r);
      sub.received.push({ ...r, status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  sub.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return sub;
}

/** Standard Webhooks verification, written from the spec (not from the server's code). */
export function verifySignature(secret: string, r: Pick<Received, 'headers' | 'body'>, toleranceS = 300): boolean {
  const id = r.headers['webhook-id'] as string;
  const ts = r.headers['webhook-timestamp'] as string;
  const sig = r.headers['webhook-signature'] as string;
  if (!id || !ts || !sig || Math.abs(Date.now() / 1000 - Number(ts)) > toleranceS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${ts}.${r.body}`).digest('base64'));
  return sig.split(' ').some((s) => {
    const [version, value] = s.split(',');
    const got = Buffer.from(value ?? '');
    return version === 'v1' && got.length === expected.length && timingSafeEqual(got, expected);
  });
}
