import type { Readable } from 'node:stream';

/**
 * The last line a child wrote on `stream` (kept to 4 KiB), for error messages; tar's
 * closing "Exiting with failure status" line says nothing and is skipped.
 */
export function lastLine(stream: Readable | null | undefined): () => string {
  let text = '';
  stream?.on('data', (d: Buffer) => {
    text = (text + d.toString('utf8')).slice(-4096);
  });
  return () =>
    text
      .trim()
      .split('\n')
      .filter((l) => !/Exiting with failure status/.test(l))
      .pop() ?? '';
}
