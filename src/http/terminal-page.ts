// The terminal page: GET /terminal/{sandbox id or name}#token=<token> opens a shell in the
// browser with xterm.js (served from its npm package under /terminal/assets/).
//
// The token travels in the URL fragment, which browsers never send to a server and which the
// page removes from the address bar at once. It may be an access token (the page exchanges it
// for a terminal token with io.svc.actor.getTerminalToken, keeps it in memory only, and uses it
// again for "reconnect") or a terminal token (used once). Only the 60-second, single-use
// terminal token ever appears in a request URL (the WebSocket's).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Request, type Response, Router } from 'express';

const require = createRequire(import.meta.url);
const xterm = dirname(require.resolve('@xterm/xterm/package.json'));
const fit = dirname(require.resolve('@xterm/addon-fit/package.json'));
const client = join(dirname(fileURLToPath(import.meta.url)), 'terminal-client');

const ASSETS: Record<string, string> = {
  'xterm.js': join(xterm, 'lib', 'xterm.js'),
  'xterm.css': join(xterm, 'css', 'xterm.css'),
  'addon-fit.js': join(fit, 'lib', 'addon-fit.js'),
  'terminal.js': join(client, 'terminal.js'),
  'terminal.css': join(client, 'terminal.css'),
};

// xterm.js writes <style> elements at run time: styles need 'unsafe-inline'; scripts do not.
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; " +
    "font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};
const SANDBOX_REF = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function terminalPage(): Router {
  const router = Router();
  router.get('/terminal/assets/:name', (req: Request, res: Response, next) => {
    const file = Object.hasOwn(ASSETS, req.params.name) ? ASSETS[req.params.name] : undefined;
    if (!file) return next();
    res.sendFile(file, { headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=3600' } });
  });
  router.get('/terminal/ws', (_req, res) => {
    res.status(426).set('upgrade', 'websocket').json({ error: 'UpgradeRequired', message: 'this is a WebSocket endpoint' });
  });
  router.get('/terminal/:sandbox', (req, res, next) => {
    if (!SANDBOX_REF.test(req.params.sandbox)) return next();
    res.set(PAGE_HEADERS).sendFile(join(client, 'terminal.html'));
  });
  return router;
}
