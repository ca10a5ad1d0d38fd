// Baseline: raw node:http answering a small JSON object.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveIpc } from './child.js';

const body = JSON.stringify({ ok: true, name: 'baseline', n: 1 });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => serveIpc((server.address() as AddressInfo).port));
