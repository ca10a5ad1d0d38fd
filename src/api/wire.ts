// Wire rules xrpc-server is lenient about, enforced from the lexicons before dispatch:
//  - query params: an integer or boolean must be exactly that ("abc" is not 0, "1" is not
//    false) and a non-array param may be given once;
//  - a procedure's JSON body must be an object (not an array or a scalar);
//  - a procedure whose input fields are all optional accepts an empty body, with or without
//    Content-Type, as {}.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { invalid } from '../errors.js';
import { schemas } from '../generated/server/lexicons.js';

interface ParamDef {
  type: string;
  items?: { type: string };
}
export interface MethodDef {
  type: string;
  parameters?: { properties?: Record<string, ParamDef> };
  input?: { encoding: string; schema?: unknown };
  output?: unknown;
}

const INTEGER = /^-?\d+$/;
const BOOLEAN = /^(true|false)$/;

export function methodDefs(): Map<string, MethodDef> {
  const defs = new Map<string, MethodDef>();
  for (const doc of schemas) {
    const main = (doc.defs as Record<string, unknown>).main as MethodDef | undefined;
    if (main && (main.type === 'query' || main.type === 'procedure')) defs.set(`/xrpc/${doc.id}`, main);
  }
  return defs;
}

export function checkParams(def: MethodDef, query: Record<string, unknown>): void {
  const props = def.parameters?.properties ?? {};
  for (const [key, value] of Object.entries(query)) {
    const prop = Object.hasOwn(props, key) ? props[key] : undefined;
    if (!prop || prop.type === 'array') continue;
    if (Array.isArray(value)) throw invalid(`parameter ${key} must be given once`);
    if (prop.type === 'integer' && !INTEGER.test(String(value))) throw invalid(`parameter ${key} must be an integer`);
    if (prop.type === 'boolean' && !BOOLEAN.test(String(value))) throw invalid(`parameter ${key} must be true or false`);
  }
}

const SMALL_JSON = 64;

/**
 * A procedure without input also accepts a JSON body of `{}` (what many HTTP clients send
 * by default) as no body; anything else in the body stays an error.
 */
function emptyObjectAsNoBody(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.headers['content-length'] ?? Number.NaN);
  if (!req.is('application/json') || !(length > 0 && length <= SMALL_JSON)) {
    next();
    return;
  }
  express.json({ limit: SMALL_JSON, strict: false })(req, res, (err?: unknown) => {
    if (err) return next(err);
    const body = req.body as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length > 0) {
      return next(invalid('this operation takes no input: send no body (or {})'));
    }
    req.headers['content-length'] = '0';
    next();
  });
}

function allOptional(schema: unknown): boolean {
  const s = schema as { required?: string[] } | undefined;
  return !s?.required?.length;
}

export function wireRules(jsonLimit: number): RequestHandler {
  const defs = methodDefs();
  const parseJson = express.json({ limit: jsonLimit, strict: false });
  return (req, res, next) => {
    const def = defs.get(req.path);
    if (!def) return next();
    try {
      checkParams(def, req.query as Record<string, unknown>);
    } catch (err) {
      return next(err);
    }
    if (def.type !== 'procedure' || req.method !== 'POST') return next();
    if (!def.input) return emptyObjectAsNoBody(req, res, next);
    if (def.input.encoding !== 'application/json') return next();
    const length = req.headers['content-length'];
    const empty = req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
    if (empty && allOptional(def.input.schema)) {
      // Looks to xrpc-server like an already-parsed JSON body of {}.
      req.headers['content-type'] = 'application/json';
      req.headers['content-length'] = '2';
      req.body = {};
      (req as { _body?: boolean })._body = true;
      return next();
    }
    parseJson(req, res, (err?: unknown) => {
      if (err) return next(err);
      if ((req as { _body?: boolean })._body && (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))) {
        return next(invalid('the request body must be a JSON object'));
      }
      next();
    });
  };
}
