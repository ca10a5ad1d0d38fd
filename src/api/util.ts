import type { Request } from 'express';
import type { TokenActor } from '../auth/tokens.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by authentication (middleware or the query path) for every XRPC request that reaches a handler. */
    actor?: TokenActor;
  }
}

/** The authenticated caller. The auth middleware runs before every XRPC route. */
export function actorOf(req: Request): TokenActor {
  if (!req.actor) throw new Error('auth middleware did not run');
  return req.actor;
}

let serializeHere = false;

/**
 * With response validation off (production), handlers hand xrpc-server JSON they
 * serialized themselves: it skips the lexicon-value walk (our bodies hold no CIDs or bytes)
 * and a second stringify. With validation on (tests, development), the body goes through
 * xrpc-server's validation as usual. Set once by createApp.
 */
export function configureResponses(opts: { validate: boolean }): void {
  serializeHere = !opts.validate;
}

export function json<T>(body: T): { encoding: 'application/json'; body: T } {
  if (serializeHere) {
    return { encoding: 'application/json', buffer: Buffer.from(JSON.stringify(body)) } as unknown as {
      encoding: 'application/json';
      body: T;
    };
  }
  return { encoding: 'application/json', body };
}

/**
 * A response already serialized (built from stored JSON texts). With validation on, it is
 * parsed back so the lexicon check sees it like any other body.
 */
export function jsonText<T>(text: string): { encoding: 'application/json'; body: T } {
  if (serializeHere) {
    return { encoding: 'application/json', buffer: Buffer.from(text) } as unknown as { encoding: 'application/json'; body: T };
  }
  return { encoding: 'application/json', body: JSON.parse(text) as T };
}

/**
 * Runs `fn` without stack capture. The lexicon validator builds (and discards) an Error for
 * every absent optional param; without stacks that costs nothing, and a client's error needs no
 * server stack.
 */
export function withoutStacks<T>(fn: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return fn();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
