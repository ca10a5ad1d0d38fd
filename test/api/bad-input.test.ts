// Lexicon-driven bad input: for every operation, each field of its params and body is
// removed, given the wrong type, pushed past its bounds and given a bad format, one at a
// time, on an otherwise valid call; bodies are malformed and methods wrong. Every answer is a
// 4xx `{error, message}` (never a 5xx), `InvalidRequest` naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import {
  type Call,
  expectOutcome,
  expectXrpcError,
  type Fixture,
  makeFixture,
  OPS,
  type Op,
  op,
  type Schema,
  type SendOptions,
  send,
  snapshot,
} from './ops.js';

type Path = (string | number)[];
const REMOVE = Symbol('remove');

/**
 * Leniencies of xrpc-server that src/api/wire.ts closes; their cases are kept as regressions
 * and tagged with what they guard against.
 */
const BUGS = {
  paramCoercion:
    'xrpc-server decodes query params leniently (integer: parseInt(v) || 0, boolean: v === "true"): "abc", "1.5", "maybe", "1" are accepted',
  paramRepeat: 'a repeated string param (?id=a&id=b) reaches the handler as "a,b" instead of failing validation',
  arrayBody: 'a JSON array body passes validation as the input object when the input has no required field',
  emptyBody: 'a procedure whose input fields are all optional refuses an empty body without Content-Type (API.md wire rules)',
};

interface Case {
  name: string;
  op: Op;
  /** The bad call, made from the operation's valid call on the fixture. */
  mutate(valid: Call): Call;
  /** How to send it, given the valid call. */
  opts?: (valid: Call) => SendOptions;
  /** The field the message must name (lexicon and domain cases). */
  field?: Path;
  /** Exactly 400 (validation) or any 4xx (transport-level refusals). */
  strict400: boolean;
  /** 413 PayloadTooLarge is also right. */
  mayBeTooLarge?: boolean;
  bug?: string;
}

// ---------------------------------------------------------------------------------------
// Values from schemas

const BAD_FORMAT: Record<string, string> = {
  did: 'not a handle!!',
  handle: 'not a handle!!',
  'at-identifier': 'not a handle!!',
  uri: '::nope',
  datetime: 'yesterday at noon',
  nsid: 'not an nsid',
  cid: 'not-a-cid',
  'at-uri': 'not an at-uri',
  language: '12345678901234567890',
  tid: 'not-a-tid',
  'record-key': '..',
};

const GOOD_FORMAT: Record<string, string> = {
  did: 'did:plc:ewvi7nxzyoun6zhxrhs64oiz',
  handle: 'alice.test',
  'at-identifier': 'alice.test',
  uri: 'https://example.com/',
  datetime: '2024-01-01T00:00:00.000Z',
};

/** A value that passes the schema (used to fill in parents of a field the valid call lacks). */
function sample(schema: Schema): unknown {
  switch (schema.type) {
    case 'string':
      return schema.format ? GOOD_FORMAT[schema.format] : 'x'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'integer':
      return schema.default ?? schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [sample(schema.items!)];
    case 'object':
    case 'params':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties![k])]));
    default:
      throw new Error(`no sample for ${schema.type}`);
  }
}

/** `root` with the value at `path` replaced (or removed), creating valid parents on the way. */
function setAt(root: unknown, schema: Schema, path: Path, value: unknown): unknown {
  const out: any = structuredClone(root ?? sample(schema));
  let node = out;
  let sch = schema;
  for (const seg of path.slice(0, -1)) {
    const child = sch.type === 'array' ? sch.items! : sch.properties![seg as string];
    if (node[seg] === undefined) node[seg] = sample(child);
    node = node[seg];
    sch = child;
  }
  const last = path[path.length - 1];
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return out;
}

interface Field {
  loc: 'params' | 'body';
  path: Path;
  schema: Schema;
  required: boolean;
}

function fieldsOf(op: Op): Field[] {
  const out: Field[] = [];
  for (const [k, sch] of Object.entries(op.params?.properties ?? {})) {
    out.push({ loc: 'params', path: [k], schema: sch, required: op.params!.required?.includes(k) ?? false });
  }
  const walk = (obj: Schema, path: Path) => {
    for (const [k, sch] of Object.entries(obj.properties ?? {})) {
      const f: Field = { loc: 'body', path: [...path, k], schema: sch, required: obj.required?.includes(k) ?? false };
      out.push(f);
      if (sch.type === 'object') walk(sch, f.path);
      if (sch.type === 'array') {
        const item: Field = { loc: 'body', path: [...f.path, 0], schema: sch.items!, required: false };
        out.push(item);
        if (item.schema.type === 'object') walk(item.schema, item.path);
      }
    }
  };
  if (op.input?.schema?.type === 'object') walk(op.input.schema, []);
  return out;
}

const WRONG_TYPES: Record<string, [string, unknown][]> = {
  string: [
    ['number', 5],
    ['boolean', true],
    ['object', {}],
    ['array', ['x']],
    ['null', null],
  ],
  integer: [
    ['string', '12'],
    ['float', 1.5],
    ['boolean', true],
    ['object', {}],
    ['null', null],
  ],
  boolean: [
    ['number', 1],
    ['string', 'true'],
    ['null', null],
  ],
  object: [
    ['string', 'x'],
    ['number', 5],
    ['array', []],
    ['null', null],
  ],
  array: [
    ['string', 'x'],
    ['object', {}],
    ['number', 5],
    ['null', null],
  ],
};

/** [description, value] pairs that break the field's schema. */
function badValues(f: Field): [string, unknown][] {
  const s = f.schema;
  const out: [string, unknown][] = [];
  const isItem = typeof f.path[f.path.length - 1] === 'number';
  if (f.required && !isItem) out.push(['missing', REMOVE]);
  if (f.loc === 'body') for (const [what, v] of WRONG_TYPES[s.type] ?? []) out.push([`${what} where ${s.type}`, v]);
  if (s.type === 'string') {
    if (s.maxLength !== undefined) out.push([`${s.maxLength + 1} chars (maxLength ${s.maxLength})`, 'a'.repeat(s.maxLength + 1)]);
    // One grapheme, several code units: over maxGraphemes while under maxLength where possible.
    if (s.maxGraphemes !== undefined)
      out.push([`${s.maxGraphemes + 1} graphemes (maxGraphemes ${s.maxGraphemes})`, '👍'.repeat(s.maxGraphemes + 1)]);
    if (s.minLength && (f.loc === 'body' || f.required))
      out.push([`${s.minLength - 1} chars (minLength ${s.minLength})`, 'a'.repeat(s.minLength - 1)]);
    if (s.format) out.push([`bad ${s.format}`, BAD_FORMAT[s.format] ?? '\u0000bad']);
    if (s.enum) out.push(['not in enum', 'not-in-the-enum']);
  }
  if (s.type === 'integer') {
    if (f.loc === 'params') out.push(['string "abc" where integer', 'abc'], ['"1.5" where integer', '1.5']);
    if (s.minimum !== undefined) out.push([`${s.minimum - 1} (minimum ${s.minimum})`, s.minimum - 1]);
    if (s.maximum !== undefined) out.push([`${s.maximum + 1} (maximum ${s.maximum})`, s.maximum + 1]);
    // The classic wrong ports, for port-ranged fields.
    if (s.minimum === 1025 && s.maximum === 65535) out.push(['port 80', 80], ['port 70000', 70000]);
  }
  if (s.type === 'boolean' && f.loc === 'params') out.push(['"maybe" where boolean', 'maybe'], ['"1" where boolean', '1']);
  if (s.type === 'array') {
    const item = sample(s.items!);
    if (s.maxLength !== undefined) out.push([`${s.maxLength + 1} items (maxLength ${s.maxLength})`, Array(s.maxLength + 1).fill(item)]);
    if (s.minLength) out.push([`${s.minLength - 1} items (minLength ${s.minLength})`, Array(s.minLength - 1).fill(item)]);
  }
  return out;
}

/** Known-bug classification of a param case (see BUGS). */
function paramBug(f: Field, value: unknown): string | undefined {
  if (f.loc !== 'params') return undefined;
  const s = f.schema;
  if (s.type === 'boolean' && typeof value === 'string') return BUGS.paramCoercion;
  if (s.type === 'integer' && typeof value === 'string') {
    const coerced = Number.parseInt(value, 10) || 0;
    if (coerced >= (s.minimum ?? -Infinity) && coerced <= (s.maximum ?? Infinity)) return BUGS.paramCoercion;
  }
  if (s.type === 'string' && Array.isArray(value) && !s.format) return BUGS.paramRepeat;
  return undefined;
}

const show = (v: unknown) => {
  const t = JSON.stringify(v);
  return t.length > 24 ? `${t.slice(0, 20)}…` : t;
};

/** A repeated query param: an array where a string is expected (its value is the valid call's). */
const REPEAT = Symbol('repeat');

function fieldCases(op: Op): Case[] {
  const out: Case[] = [];
  for (const f of fieldsOf(op)) {
    const values: [string, unknown][] = badValues(f);
    if (f.loc === 'params' && f.schema.type === 'string') values.push(['repeated (array where string)', REPEAT]);
    for (const [what, value] of values) {
      const mutate = (valid: Call): Call => {
        const call = structuredClone(valid);
        if (f.loc === 'body') {
          call.body = setAt(call.body, op.input!.schema!, f.path, value);
          return call;
        }
        const k = f.path[0] as string;
        call.params = { ...call.params };
        if (value === REMOVE) delete call.params[k];
        else if (value === REPEAT) {
          const v = (call.params[k] ?? sample(f.schema)) as string;
          call.params[k] = [v, v];
        } else call.params[k] = value as string;
        return call;
      };
      const shown = typeof value !== 'symbol' && what.includes(' where ') && !what.includes('"') ? ` ${show(value)}` : '';
      out.push({
        name: `${f.loc} ${f.path.join('.')}: ${what}${shown}`,
        op,
        mutate,
        field: f.path,
        strict400: true,
        bug: paramBug(f, value === REPEAT ? [] : value),
      });
    }
  }
  return out;
}

/** Over the server's 2 MiB JSON limit. */
const BIG = JSON.stringify({ pad: 'a'.repeat(3 * 1024 * 1024) });

function bodyCases(op: Op): Case[] {
  if (op.kind !== 'procedure') return [];
  // The valid body where the transport alone is wrong.
  const json = (v: Call) => JSON.stringify(v.body ?? {});
  const noRequired = op.input?.schema !== undefined && !op.input.schema.required?.length;
  const raw: [string, Case['opts'], Partial<Case>?][] = [
    ['malformed JSON "{bad"', () => ({ rawBody: '{bad' })],
    ['JSON array instead of an object', () => ({ rawBody: '[]' }), { bug: noRequired ? BUGS.arrayBody : undefined }],
    ['JSON number instead of an object', () => ({ rawBody: '42' })],
    ['JSON string instead of an object', () => ({ rawBody: '"text"' })],
    ['JSON null instead of an object', () => ({ rawBody: 'null' })],
    ['Content-Type text/plain', (v) => ({ rawBody: json(v), contentType: 'text/plain' })],
    ['Content-Type application/x-www-form-urlencoded', () => ({ rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded' })],
    ['unsupported charset', (v) => ({ rawBody: json(v), contentType: 'application/json; charset=latin1' }), { strict400: false }],
    ['unknown Content-Encoding', (v) => ({ rawBody: json(v), headers: { 'content-encoding': 'zz' } }), { strict400: false }],
    ['corrupt gzip Content-Encoding', () => ({ rawBody: 'not gzip at all', headers: { 'content-encoding': 'gzip' } })],
    ['3 MiB body', () => ({ rawBody: BIG }), { strict400: false, mayBeTooLarge: true }],
  ];
  return raw.map(([what, opts, extra]) => ({ name: `body: ${what}`, op, mutate: (v) => v, opts, strict400: true, ...extra }));
}

function methodCases(op: Op): Case[] {
  const wrong = op.kind === 'query' ? ['POST', 'PUT', 'DELETE'] : ['GET', 'PUT', 'DELETE'];
  return wrong.map((method) => ({
    name: `method ${method} on a ${op.kind}`,
    op,
    mutate: (v: Call) => ({ params: v.params }),
    opts: () => ({ method }),
    strict400: false,
  }));
}

/** Domain rules the lexicons cannot express: [nsid, field, bad value, other fields to set]. */
const DOMAIN: [string, Path, string, [Path, unknown][]?][] = [
  ['io.svc.sandbox.createSandbox', ['name'], 'my sandbox'],
  ['io.svc.sandbox.createSandbox', ['name'], 'sbx-mine'],
  ['io.svc.sandbox.createSandbox', ['name'], '-leading-dash'],
  ['io.svc.sandbox.createSandbox', ['envs', 0, 'name'], '1BAD'],
  ['io.svc.sandbox.createSandbox', ['secrets', 0, 'name'], 'BAD-NAME'],
  ['io.svc.variable.addVariable', ['variable', 'name'], '1BAD'],
  ['io.svc.variable.updateVariable', ['variable', 'name'], '1BAD'],
  ['io.svc.secret.addSecret', ['secret', 'name'], '1BAD'],
  ['io.svc.secret.updateSecret', ['secret', 'name'], 'has space'],
  ['io.svc.file.addFile', ['file', 'path'], 'relative/a.txt'],
  ['io.svc.file.addFile', ['file', 'path'], '/home/sandbox/../../etc/passwd'],
  ['io.svc.file.updateFile', ['file', 'path'], 'a.txt'],
  ['io.svc.file.updateFile', ['file', 'path'], '/home/..'],
  ['io.svc.volume.addVolume', ['volume', 'path'], '/usr/lib'],
  ['io.svc.volume.addVolume', ['volume', 'path'], 'data'],
  ['io.svc.volume.addVolume', ['volume', 'path'], '/data/../etc'],
  ['io.svc.volume.updateVolume', ['volume', 'path'], '/usr/lib'],
  // Byte caps under the lexicon's character caps (which leave room for sealed base64).
  ['io.svc.secret.addSecret', ['secret', 'value'], 'x'.repeat(32 * 1024 + 1)],
  ['io.svc.file.addFile', ['file', 'content'], 'x'.repeat(1024 * 1024 + 1)],
  // Marked sealed, but not a sealed box for the server's key.
  ['io.svc.secret.addSecret', ['secret', 'value'], 'bm90IHNlYWxlZA==', [[['secret', 'sealed'], true]]],
  ['io.svc.file.updateFile', ['file', 'content'], 'not sealed', [[['file', 'sealed'], true]]],
  ['io.svc.sandbox.putVpnAuthKey', ['authKey'], 'tskey-auth-plain', [[['sealed'], true]]],
  ['io.svc.sandbox.createIntegration', ['signingSecret'], 'not sealed', [[['sealed'], true]]],
  ['io.svc.sandbox.createIntegration', ['target', 'path'], 'relative/path'],
  ['io.svc.event.addSubscription', ['url'], 'ftp://example.com/events'],
  ['io.svc.event.addSubscription', ['events', 0], 'sandbox.exploded'],
];

/**
 * Whether the message names the field: its (non-index) segments appear in order as words,
 * whatever the notation (`Input/file/path`, `file.path`, `envs[0].name`, `property "id"`).
 */
function namesField(message: string, path: Path): boolean {
  let rest = message.replace(/\[(\d+)\]/g, '.$1').replace(/\//g, '.');
  for (const seg of path.filter((p) => typeof p === 'string') as string[]) {
    const m = new RegExp(`(^|[^A-Za-z0-9_])${seg}([^A-Za-z0-9_]|$)`).exec(rest);
    if (!m) return false;
    rest = rest.slice(m.index + m[0].length - m[2].length);
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// The run

let s: TestServer;
let fx: Fixture;
let before: Record<string, unknown>;

const ALL: Case[] = OPS.flatMap((o) => [...fieldCases(o), ...bodyCases(o), ...methodCases(o)]);

beforeAll(async () => {
  s = await startServer();
  fx = await makeFixture(s);
  before = await snapshot(s, fx);
});
afterAll(() => s.close());

async function check(c: Case) {
  const res = await send(s, c.op, c.mutate(c.op.build(fx)), { token: fx.actor.token, ...c.opts?.(c.op.build(fx)) });
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (c.mayBeTooLarge && res.status === 413) return expectXrpcError(res, 413, 'PayloadTooLarge');
  expectXrpcError(res, c.strict400 ? 400 : res.status, 'InvalidRequest');
  if (c.field) expect(namesField(res.body.message, c.field), `"${res.body.message}" names ${c.field.join('.')}`).toBe(true);
}

describe.each(OPS.map((o) => [o.nsid, o] as const))('%s', (_, o) => {
  const cases = ALL.filter((c) => c.op === o);
  const named = cases.map((c) => [c.bug ? `${c.name}  [regression: wire rule]` : c.name, c] as const);
  if (named.length) it.each(named)('%s', (_, c) => check(c));
});

describe('domain rules', () => {
  const titled = DOMAIN.map(([nsid, path, value, extra = []]) => {
    const shown = value.length > 40 ? `${value.length} chars` : JSON.stringify(value);
    const also = extra.map(([p, v]) => ` with ${p.join('.')}=${JSON.stringify(v)}`).join('');
    return [`${nsid} ${path.join('.')} = ${shown}${also}`, nsid, path, value, extra] as const;
  });
  it.each(titled)('%s -> 400 InvalidRequest naming the field', async (_, nsid, path, value, extra) => {
    const o = op(nsid);
    const valid = o.build(fx);
    let body = setAt(valid.body, o.input!.schema!, path, value);
    for (const [p, v] of extra) body = setAt(body, o.input!.schema!, p, v);
    const res = await send(s, o, { ...valid, body }, { token: fx.actor.token });
    expectXrpcError(res, 400, 'InvalidRequest');
    expect(namesField(res.body.message, path), `"${res.body.message}" names ${path.join('.')}`).toBe(true);
  });
});

describe('the valid call of every operation (what the cases above start from)', () => {
  // Each on a fresh fixture: many of them delete or change it. By sandbox id, and by name where named.
  const runs: [string, Op, 'id' | 'name'][] = OPS.flatMap((o) =>
    o.namesSandbox
      ? (['id', 'name'] as const).map((ref): [string, Op, 'id' | 'name'] => [`${o.nsid} (sandbox by ${ref})`, o, ref])
      : [[o.nsid, o, 'id']],
  );
  it.each(runs)('%s', async (_, o, ref) => {
    const own = await makeFixture(s);
    expectOutcome(await send(s, o, o.build(own, ref), { token: own.actor.token }), o.answers);
  });
});

describe('empty bodies (API.md wire rules)', () => {
  const named = (ops: Op[]) => ops.map((o) => [o.nsid, o] as const);
  const noInput = named(OPS.filter((o) => o.kind === 'procedure' && !o.input));
  const allOptional = named(OPS.filter((o) => o.input?.schema && !o.input.schema.required?.length));

  it.each(noInput)('$nsid without input accepts an empty body without Content-Type', async (_, o) => {
    const own = await makeFixture(s);
    expectOutcome(await send(s, o, o.build(own), { token: own.actor.token }), o.answers);
  });

  it.each(noInput)('$nsid without input accepts an empty body with Content-Type application/json', async (_, o) => {
    const own = await makeFixture(s);
    expectOutcome(await send(s, o, o.build(own), { token: own.actor.token, contentType: 'application/json' }), o.answers);
  });

  // With `{}` these answer like the valid call without its options (no engine: start fails).
  const emptyAnswer = (o: Op) => (o.nsid === 'io.svc.sandbox.createSandbox' ? { status: 503, error: 'EngineUnavailable' } : o.answers);

  it.each(allOptional)('$nsid (all input optional) accepts Content-Length: 0 with Content-Type application/json', async (_, o) => {
    const own = await makeFixture(s);
    const call = { params: o.build(own).params };
    expectOutcome(await send(s, o, call, { token: own.actor.token, contentType: 'application/json', rawBody: '' }), emptyAnswer(o));
  });

  it.each(allOptional)('$nsid (all input optional) accepts Content-Length: 0 without Content-Type', async (_, o) => {
    const own = await makeFixture(s);
    const call = { params: o.build(own).params };
    expectOutcome(await send(s, o, call, { token: own.actor.token }), emptyAnswer(o));
  });
});

describe('after the whole run', () => {
  it('the server is healthy, nothing of the fixture changed, and a valid call still works', async () => {
    const health = await s.fetch('/xrpc/_health');
    expect(health.status).toBe(200);
    expect(await snapshot(s, fx)).toEqual(before);
    const o = op('io.svc.variable.addVariable');
    expectOutcome(await send(s, o, o.build(fx), { token: fx.actor.token }), { status: 200 });
    // No 500 anywhere in the run (the 503s are the valid answers of start without an engine).
    expect(s.logs.filter((l) => /"status":5(?!03)\d\d/.test(l))).toEqual([]);
  });
});
