// Browser side of /terminal/{sandbox}#token=<access or terminal token>: see ../terminal-page.ts.
// Loaded after xterm.js and addon-fit.js, which define the globals Terminal and FitAddon.
(() => {
  const $ = (id) => document.getElementById(id);
  const setStatus = (text, state) => {
    $('status').textContent = text;
    $('status').dataset.state = state;
  };
  const path = location.pathname;
  const base = path.slice(0, path.lastIndexOf('/terminal/'));
  const sandbox = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (location.hash) history.replaceState(null, '', path + location.search);
  $('sandbox').textContent = sandbox;
  document.title = `${sandbox} · terminal`;

  const audience = (token) => {
    try {
      return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).aud;
    } catch {
      return null;
    }
  };
  // An access token stays in memory only (for reconnecting); a terminal token is used once.
  let accessToken = null;
  let terminalToken = null;
  const given = fragment.get('token');
  if (given && audience(given) === 'svc:terminal') terminalToken = given;
  else accessToken = given;

  const term = new Terminal({ cursorBlink: true, scrollback: 5000, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 });
  const fit = new FitAddon.FitAddon();
  term.loadAddon(fit);
  term.open($('terminal'));
  fit.fit();
  window.addEventListener('resize', () => fit.fit());

  const xrpc = async (nsid, query = '') => {
    const res = await fetch(`${base}/xrpc/${nsid}${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(body.message || `${nsid} answered ${res.status}`);
    return body;
  };

  const takeToken = async () => {
    if (terminalToken) {
      const t = terminalToken;
      terminalToken = null;
      return t;
    }
    if (!accessToken) throw new Error('no token: open this page as /terminal/<sandbox>#token=<access token>');
    return (await xrpc('io.svc.actor.getTerminalToken')).token;
  };

  // The browser does not show a refused WebSocket's HTTP answer: ask the API what is wrong.
  const whyRefused = async () => {
    if (!accessToken) return 'the terminal was refused: the token may have expired (60 s) or been used already';
    try {
      const { sandbox: s } = await xrpc('io.svc.sandbox.getSandbox', `?id=${encodeURIComponent(sandbox)}`);
      if (s.status !== 'RUNNING') return `the sandbox is ${s.status}: start it, then reconnect`;
      return 'the terminal was refused';
    } catch (err) {
      return err.message;
    }
  };

  const connect = async () => {
    $('reconnect').hidden = true;
    setStatus('connecting…', 'connecting');
    let token;
    try {
      token = await takeToken();
    } catch (err) {
      setStatus(err.message, 'error');
      return;
    }
    const q = new URLSearchParams({ sandbox, token, cols: String(term.cols), rows: String(term.rows) });
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${base}/terminal/ws?${q}`);
    ws.binaryType = 'arraybuffer';
    const encoder = new TextEncoder();
    const send = (data) => ws.readyState === WebSocket.OPEN && ws.send(data);
    const subscriptions = [
      term.onData((d) => send(encoder.encode(d))),
      term.onBinary((d) => send(Uint8Array.from(d, (c) => c.charCodeAt(0)))),
      term.onResize(({ cols, rows }) => send(JSON.stringify({ type: 'resize', cols, rows }))),
    ];
    let opened = false;
    let exitCode = null;
    ws.onopen = () => {
      opened = true;
      setStatus('connected', 'connected');
      term.focus();
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return term.write(new Uint8Array(ev.data));
      try {
        const msg = JSON.parse(ev.data);
        if (msg.type === 'exit') exitCode = msg.code;
      } catch {}
    };
    ws.onclose = async () => {
      for (const s of subscriptions) s.dispose();
      if (exitCode !== null) setStatus(`the shell exited (code ${exitCode})`, 'exited');
      else if (opened) setStatus('disconnected', 'closed');
      else setStatus(await whyRefused(), 'error');
      $('reconnect').hidden = !accessToken;
    };
  };

  $('reconnect').addEventListener('click', () => {
    term.reset();
    connect();
  });
  connect();
})();
