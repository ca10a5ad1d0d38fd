// The strict HTTP/1.1 framing the preview tunnel relies on to find request and response
// boundaries: what it forwards, what it refuses, where bodies end.
import { describe, expect, it } from 'vitest';
import { Body, ChunkedBody, headerList, parseHead, ResponseTracker } from '../../src/http/request-head.js';

const head = (lines: string[]) => lines.join('\r\n');

describe('parseHead', () => {
  it('reads the request line, headers as sent, host and body framing', () => {
    const text = head(['POST /a?b=1 HTTP/1.1', 'Host: 80-x.localhost', 'X-A:  v  ', 'Content-Length: 12']);
    expect(parseHead(text)).toStrictEqual({
      method: 'POST',
      target: '/a?b=1',
      version: 'HTTP/1.1',
      host: '80-x.localhost',
      body: { kind: 'length', n: 12 },
      upgrade: false,
      edits: false,
    });
    const buf = Buffer.from(text, 'latin1');
    expect(headerList(buf, 0, buf.length)).toEqual(['Host', '80-x.localhost', 'X-A', 'v', 'Content-Length', '12']);
    expect(parseHead(head(['GET / HTTP/1.1', 'Host: h', 'Transfer-Encoding: gzip, chunked']))?.body).toEqual({ kind: 'chunked' });
    expect(parseHead(head(['GET / HTTP/1.1', 'Host: h', 'Content-Length: 0']))?.body).toEqual({ kind: 'none' });
    expect(parseHead(head(['GET / HTTP/1.1', 'Host: h', 'Upgrade: websocket', 'Connection: keep-alive, Upgrade']))?.upgrade).toBe(true);
    expect(parseHead(head(['GET / HTTP/1.1', 'Host: h', 'Upgrade: websocket']))?.upgrade).toBe(false);
  });

  it('marks heads whose forwarded headers or preview cookie must be rewritten', () => {
    const edits = (line: string) => parseHead(head(['GET / HTTP/1.1', 'Host: h', line]))?.edits;
    expect(edits('x-forwarded-for: 1.2.3.4')).toBe(true);
    expect(edits('X-Forwarded-Host: evil')).toBe(true);
    expect(edits('Cookie: a=1; svc_preview=v1.x.y')).toBe(true);
    expect(edits('Cookie: a=1')).toBe(false);
    expect(edits('X-Other: svc_preview')).toBe(false);
  });

  it.each([
    ['Content-Length with Transfer-Encoding', ['POST / HTTP/1.1', 'Host: h', 'Content-Length: 3', 'Transfer-Encoding: chunked']],
    ['two different lengths', ['POST / HTTP/1.1', 'Host: h', 'Content-Length: 3', 'Content-Length: 4']],
    ['a length that is not a number', ['POST / HTTP/1.1', 'Host: h', 'Content-Length: 3x']],
    ['a coding that does not end in chunked', ['POST / HTTP/1.1', 'Host: h', 'Transfer-Encoding: chunked, gzip']],
    ['Transfer-Encoding in HTTP/1.0', ['POST / HTTP/1.0', 'Host: h', 'Transfer-Encoding: chunked']],
    ['two hosts', ['GET / HTTP/1.1', 'Host: a', 'Host: b']],
    ['no host', ['GET / HTTP/1.1', 'Accept: */*']],
    ['a folded header', ['GET / HTTP/1.1', 'Host: h', 'X-A: 1', ' 2']],
    ['a bare LF', ['GET / HTTP/1.1', 'Host: h\nX-B: 1']],
    ['a space before the colon', ['GET / HTTP/1.1', 'Host : h']],
    ['CONNECT', ['CONNECT h:443 HTTP/1.1', 'Host: h']],
    ['HTTP/2', ['GET / HTTP/2.0', 'Host: h']],
    ['a control character in the target', ['GET /a\x7f HTTP/1.1', 'Host: h']],
    ['two spaces in the request line', ['GET  / HTTP/1.1', 'Host: h']],
    ['a NUL in a value', ['GET / HTTP/1.1', 'Host: h', 'X-A: a\0b']],
    ['a bare CR in a value', ['GET / HTTP/1.1', 'Host: h', 'X-A: a\rb']],
  ])('refuses %s', (_what, lines) => {
    expect(parseHead(head(lines))).toBeNull();
  });
});

describe('ChunkedBody', () => {
  const body = Buffer.from('3\r\nabc\r\n10;ext=1\r\n0123456789abcdef\r\n0\r\nTrailer: x\r\n\r\nGET /next');
  const bodyLength = body.indexOf('GET /next');

  it('finds the end of the body fed whole or one byte at a time', () => {
    const whole = new ChunkedBody();
    expect(whole.feed(body)).toBe(bodyLength);
    expect(whole.done).toBe(true);
    const bytes = new ChunkedBody();
    let taken = 0;
    for (let i = 0; i < body.length && !bytes.done; i++) taken += bytes.feed(body.subarray(i, i + 1));
    expect([taken, bytes.done]).toEqual([bodyLength, true]);
  });

  it('answers -1 for broken framing', () => {
    expect(new ChunkedBody().feed(Buffer.from('zz\r\n'))).toBe(-1);
    expect(new ChunkedBody().feed(Buffer.from('3\r\nabcX\r\n'))).toBe(-1);
    expect(new ChunkedBody().feed(Buffer.from('3\nabc'))).toBe(-1);
  });
});

describe('Body', () => {
  it('counts a Content-Length body across pieces and stops at its end', () => {
    const b = new Body({ kind: 'length', n: 5 });
    expect([b.take(Buffer.from('abc')), b.done]).toEqual([3, false]);
    expect([b.take(Buffer.from('deGET /')), b.done]).toEqual([2, true]);
  });

  it('follows chunked framing', () => {
    const b = new Body({ kind: 'chunked' });
    expect([b.take(Buffer.from('2\r\nok\r\n0\r\n\r\nnext')), b.done]).toEqual([12, true]);
  });
});

describe('ResponseTracker', () => {
  it('is idle once every request sent has its whole response', () => {
    const t = new ResponseTracker();
    expect(t.idle).toBe(true);
    t.sent('GET');
    t.sent('HEAD');
    t.sent('POST');
    t.sent('GET');
    t.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel'));
    expect(t.idle).toBe(false);
    t.feed(Buffer.from('lo'));
    // HEAD: a length but no body. POST: 100 Continue first. GET: chunked.
    t.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\nHTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n'));
    expect(t.idle).toBe(false);
    t.feed(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n'));
    expect(t.idle).toBe(false);
    t.feed(Buffer.from('\r\n'));
    expect(t.idle).toBe(true);
  });

  it('is never idle after a response that ends with the connection, an upgrade, or one nobody asked for', () => {
    const close = new ResponseTracker();
    close.sent('GET');
    close.feed(Buffer.from('HTTP/1.0 200 OK\r\n\r\nuntil the end'));
    expect(close.idle).toBe(false);
    const upgraded = new ResponseTracker();
    upgraded.sent('GET');
    upgraded.feed(Buffer.from('HTTP/1.1 101 Switching Protocols\r\n\r\n'));
    expect(upgraded.idle).toBe(false);
    const unasked = new ResponseTracker();
    unasked.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    expect([unasked.idle, unasked.broken]).toEqual([false, true]);
  });
});
