// XRPC queries (GET) served straight from node's request event, without express.
//
// A query does not need what express and xrpc-server's route wrapper add per request (request
// and response prototypes, the router walk, body parsers, an AbortController per request), and
// those cost more than most handlers: on getActorSandboxes they were about 40% of the server's
// CPU per request. Every step the express path takes for a query happens here too, in the same
// order and with the same errors: authentication, the wire rules, the lexicon's params check, no
// request body, the handler, response validation when it is on, and one error mapping.
//
// Requests this path does not take fall through to express unchanged: other methods, HEAD,
// unknown or differently spelled paths, and chunked bodies (whose emptiness can only be known by
// reading them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InternalServerError, InvalidRequestError, XRPCError, type Server as XrpcServer } from '@atproto/xrpc-server';
import type { Tokens } from '../auth/tokens.js';
import type { RequestHook } from '../http/upgrade.js';
import type { Logger } from '../util/logger.js';
import { authenticate } from './auth.js';
import { sendError } from './errors.js';
import { withoutStacks } from './util.js';
import { checkParams, type MethodDef, methodDefs } from './wire.js';

type QueryHandler = (ctx: {
  params: Record<string, unknown>;
  input: undefined;
  auth: undefined;
  req: IncomingMessage;
  res: ServerResponse;
  signal: AbortSignal;
  resetRouteRateLimits: () => Promise<void>;
}) => unknown;

interface Query {
  nsid: string;
  def: MethodDef;
  handler: QueryHandler;
}

/**
 * Records every query handler as it is registered (it is still registered with xrpc-server, so
 * express keeps answering what this path passes on). Call before the handlers register.
 */
export function captureQueries(xrpc: XrpcServer): Map<string, Query> {
  const defs = methodDefs();
  const queries = new Map<string, Query>();
  const register = xrpc.method.bind(xrpc);
  xrpc.method = ((nsid: string, configOrFn: unknown) => {
    const def = defs.get(`/xrpc/${nsid}`);
    const handler = typeof configOrFn === 'function' ? configOrFn : (configOrFn as { handler: unknown }).handler;
    if (def?.type === 'query') queries.set(`/xrpc/${nsid}`, { nsid, def, handler: handler as QueryHandler });
    return register(nsid, configOrFn as never);
  }) as typeof xrpc.method;
  return queries;
}

export function queryHook(
  queries: Map<string, Query>,
  opts: { lex: XrpcServer['lex']; tokens: Tokens; log: Logger; validateResponse: boolean },
): RequestHook {
  return (req, res) => {
    if (req.method !== 'GET' || req.headers['transfer-encoding'] !== undefined) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const query = queries.get(q === -1 ? url : url.slice(0, q));
    if (!query) return false;
    serve(query, q === -1 ? '' : url.slice(q + 1), req, res).catch((err) => sendError(res, err, opts.log, req));
    return true;
  };

  async function serve(query: Query, search: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    authenticate(opts.tokens, req);
    const params = paramsOf(query, search);
    const length = req.headers['content-length'];
    if (length !== undefined && length !== '0') throw new InvalidRequestError('A request body was provided when none was expected');
    const controller = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) controller.abort();
    };
    res.once('close', onClose);
    try {
      const output = await query.handler({
        params,
        input: undefined,
        auth: undefined,
        req,
        res,
        signal: controller.signal,
        resetRouteRateLimits: async () => {},
      });
      if (controller.signal.aborted) return; // the client is gone: nothing to answer
      await respond(query, output, res);
    } finally {
      res.off('close', onClose);
    }
  }

  /** Query string -> typed params, as xrpc-server decodes them, after the wire rules. */
  function paramsOf(query: Query, search: string): Record<string, unknown> {
    const raw: Record<string, string | string[]> = Object.create(null);
    if (search) {
      const sp = new URLSearchParams(search);
      if (sp.has('__proto__')) throw new InvalidRequestError('Invalid query parameter: __proto__', 'InvalidQueryParameter');
      for (const key of sp.keys()) {
        if (key in raw) continue;
        const values = sp.getAll(key);
        raw[key] = values.length === 1 ? values[0] : values;
      }
    }
    checkParams(query.def, raw);
    const props = query.def.parameters?.properties ?? {};
    const decoded: Record<string, unknown> = {};
    for (const key in raw) {
      const prop = Object.hasOwn(props, key) ? props[key] : undefined;
      if (!prop) continue;
      const value = raw[key];
      decoded[key] =
        prop.type === 'array'
          ? ([] as string[]).concat(value).flatMap((v) => decodeParam(prop.items?.type ?? 'string', v) ?? [])
          : decodeParam(prop.type, value as string);
    }
    try {
      return withoutStacks(() => opts.lex.assertValidXrpcParams(query.nsid, decoded)) ?? {};
    } catch (cause) {
      throw new InvalidRequestError(String(cause), undefined, { cause });
    }
  }

  async function respond(query: Query, output: unknown, res: ServerResponse): Promise<void> {
    if (output === undefined) {
      if (opts.validateResponse && query.def.output) throw new InternalServerError('A response body is expected but none was provided');
      res.statusCode = 200;
      return void res.end();
    }
    const out = output as { encoding?: string; body?: unknown; buffer?: Buffer; headers?: Record<string, string> };
    if (typeof out.encoding !== 'string') throw XRPCError.fromError(output);
    const type = out.encoding === 'application/json' || out.encoding === 'json' ? 'application/json; charset=utf-8' : out.encoding;
    let body: Buffer | string | Readable;
    if (out.buffer !== undefined) body = out.buffer;
    else if (isReadable(out.body)) body = out.body;
    else {
      if (opts.validateResponse) validateOutput(query, out.body);
      body = type.startsWith('application/json') ? JSON.stringify(out.body) : (out.body as Buffer | string);
    }
    res.statusCode = 200;
    for (const [name, value] of Object.entries(out.headers ?? {})) if (value != null) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    if (isReadable(body)) return pipeline(body, res);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }

  function validateOutput(query: Query, body: unknown): void {
    try {
      opts.lex.assertValidXrpcOutput(query.nsid, body);
    } catch (cause) {
      throw new InternalServerError(cause instanceof Error ? cause.message : String(cause), undefined, { cause });
    }
  }
}

/** xrpc-server's decoding of one query param value: empty is absent, integers are parsed leniently. */
function decodeParam(type: string, value: string): unknown {
  if (!value) return undefined;
  if (type === 'string' || type === 'datetime') return String(value);
  if (type === 'float') return Number(String(value));
  if (type === 'integer') return Number.parseInt(String(value), 10) || 0;
  if (type === 'boolean') return value === 'true';
  return undefined;
}

function isReadable(x: unknown): x is Readable {
  return typeof (x as Readable | undefined)?.pipe === 'function';
}
