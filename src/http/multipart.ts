// Streams one file field out of a multipart/form-data body without buffering it: the
// request is read only as fast as the consumer of the returned stream reads.
import { Readable } from 'node:stream';
import { invalid } from '../errors.js';

/** Part headers bigger than this are refused (a browser sends a few hundred bytes). */
const MAX_PART_HEADERS = 16 * 1024;
/** Non-file fields are skipped, but not without end. */
const MAX_OTHER_PART = 64 * 1024;

export function boundaryOf(contentType: string | undefined): string {
  const m = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary || boundary.length > 70) {
    throw invalid('the body must be multipart/form-data with the archive in the field "file" (curl -F file=@dir.tar.gz)');
  }
  return boundary;
}

function fieldName(headers: string): string | undefined {
  const disposition = headers.split('\r\n').find((l) => /^content-disposition:/i.test(l)) ?? '';
  const m = /;\s*name=(?:"([^"]*)"|([^\s;"]+))/i.exec(disposition);
  return m?.[1] ?? m?.[2];
}

/**
 * The content of the first part named `field`. Everything after that part is read and
 * discarded, so the client sees the response only after its whole request was taken.
 */
export function multipartFile(body: AsyncIterable<Buffer>, boundary: string, field: string): Readable {
  return Readable.from(parts(body, boundary, field), { objectMode: false, highWaterMark: 1024 * 1024 });
}

async function* parts(body: AsyncIterable<Buffer>, boundary: string, field: string): AsyncGenerator<Buffer> {
  // The first delimiter may open the body; later ones follow a CRLF.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buf: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
  let wanted = false;
  let found = false;
  let skipped = 0;
  const iterator = body[Symbol.asyncIterator]();
  let eof = false;

  const more = async (): Promise<boolean> => {
    if (eof) return false;
    const next = await iterator.next();
    if (next.done) {
      eof = true;
      return false;
    }
    buf = buf.length ? Buffer.concat([buf, next.value]) : next.value;
    return true;
  };

  for (;;) {
    if (state === 'preamble') {
      const at = buf.indexOf(delimiter);
      if (at === -1) {
        buf = buf.subarray(Math.max(0, buf.length - delimiter.length));
        if (!(await more())) break;
        continue;
      }
      buf = buf.subarray(at + delimiter.length);
      state = 'afterDelimiter';
    } else if (state === 'afterDelimiter') {
      if (buf.length < 2 && (await more())) continue;
      if (buf.subarray(0, 2).toString('latin1') === '--') {
        state = 'done';
        break;
      }
      const eol = buf.indexOf('\r\n');
      if (eol === -1) {
        if (buf.length > 256 || !(await more())) break;
        continue;
      }
      buf = buf.subarray(eol + 2); // transport padding after the boundary, then CRLF
      state = 'headers';
    } else if (state === 'headers') {
      const end = buf.indexOf('\r\n\r\n');
      if (end === -1) {
        if (buf.length > MAX_PART_HEADERS) throw invalid('a multipart part has headers over 16 KiB');
        if (!(await more())) break;
        continue;
      }
      const name = fieldName(buf.subarray(0, end).toString('utf8'));
      buf = buf.subarray(end + 4);
      wanted = !found && name === field;
      skipped = 0;
      state = 'body';
    } else if (state === 'body') {
      const at = buf.indexOf(delimiter);
      const end = at === -1 ? Math.max(0, buf.length - delimiter.length + 1) : at;
      if (end > 0) {
        if (wanted) yield buf.subarray(0, end);
        else {
          skipped += end;
          if (skipped > MAX_OTHER_PART) throw invalid(`multipart fields other than "${field}" must be small`);
        }
        buf = buf.subarray(end);
      }
      if (at !== -1) {
        if (wanted) found = true;
        wanted = false;
        buf = buf.subarray(delimiter.length);
        state = 'afterDelimiter';
        continue;
      }
      if (!(await more())) break;
    }
  }
  if (!found) {
    throw invalid(
      state === 'done' || state === 'preamble'
        ? `the multipart body has no file field "${field}" (curl -F ${field}=@dir.tar.gz)`
        : 'the multipart body is truncated',
    );
  }
  if (state !== 'done') throw invalid('the multipart body is truncated');
  // Read what follows the closing delimiter (an epilogue is allowed and ignored), within reason.
  let epilogue = buf.length;
  while (epilogue <= MAX_OTHER_PART && (await more())) {
    epilogue += buf.length;
    buf = Buffer.alloc(0);
  }
}
