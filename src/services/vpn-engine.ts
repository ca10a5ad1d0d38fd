// The mesh-VPN key inside a running sandbox. VPN_AUTH_KEY in every new process's
// environment comes from EngineRuntime.environment(); here the key is written to a file
// only the sandbox user can read, and a tailscale-compatible client found in the sandbox's
// userland is brought up with it in userspace-networking mode. The key never travels in
// argv (`tailscale up --auth-key=file:...`) and is never logged.
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import type { Logger } from '../util/logger.js';
import type { EngineRuntime } from './engine-runtime.js';
import type { VpnKeys } from './vpn.js';

export const VPN_KEY_PATH = '/home/sandbox/.svc/vpn-auth-key';
const UP_TIMEOUT_MS = 60_000;
/** `up.sh` exits with this when there is no client: the key stays "key-only". */
const NO_CLIENT = 3;

// Client binaries are looked up on PATH and in ~/.local/bin and ~/bin (user-installed).
// FRESH=1 (sandbox start): no daemon can be running, start one. Otherwise (key put while
// running) reuse a live daemon and re-authenticate it with the new key.
const UP = `
PATH="$HOME/.local/bin:$HOME/bin:$PATH"
command -v tailscale >/dev/null 2>&1 && command -v tailscaled >/dev/null 2>&1 || exit ${NO_CLIENT}
d="$HOME/.svc/tailscale"
mkdir -p "$d" && chmod 700 "$d"
sock="$d/tailscaled.sock"
reauth=--force-reauth
if [ "$FRESH" = 1 ] || ! { [ -f "$d/pid" ] && kill -0 "$(cat "$d/pid")" 2>/dev/null; }; then
  rm -f "$sock"
  nohup tailscaled --tun=userspace-networking --statedir="$d" --state="$d/tailscaled.state" --socket="$sock" \\
    >"$d/tailscaled.log" 2>&1 </dev/null &
  echo $! >"$d/pid"
  reauth=
fi
i=0
while [ ! -S "$sock" ]; do
  i=$((i + 1))
  if [ $i -gt 100 ]; then echo "tailscaled did not start (see $d/tailscaled.log)" >&2; exit 4; fi
  sleep 0.1
done
exec tailscale --socket="$sock" up --auth-key="file:$KEY_FILE" --timeout=45s $reauth
`;

export function wireVpnToEngine(runtime: EngineRuntime, vpnKeys: VpnKeys, db: Db, vault: Vault, log: Logger): void {
  const { engine } = runtime;
  const keyOf = db.prepare<[string], { ciphertext: Buffer }>('SELECT ciphertext FROM vpn_keys WHERE sandbox_id = ?');
  const setState = (sandboxId: string, state: 'key-only' | 'connected') => {
    if (db.open) db.prepare('UPDATE sandboxes SET vpn = ? WHERE id = ?').run(state, sandboxId);
  };

  /** Brings the client up in the background: `tailscale up` may take seconds, a start must not wait for it. */
  const bringUp = async (sandboxId: string, fresh: boolean) => {
    const r = await engine.exec(sandboxId, {
      command: UP,
      env: { KEY_FILE: VPN_KEY_PATH, FRESH: fresh ? '1' : '0' },
      timeoutMs: UP_TIMEOUT_MS,
      maxOutputBytes: 64 * 1024,
    });
    if (r.exitCode === NO_CLIENT) return;
    if (r.exitCode === 0) {
      setState(sandboxId, 'connected');
      log.info('vpn client up', { sandbox: sandboxId });
    } else log.error('vpn client did not come up', { sandbox: sandboxId, exitCode: r.exitCode });
  };

  const apply = async (sandboxId: string, fresh: boolean) => {
    const row = keyOf.get(sandboxId);
    if (!row) return;
    await engine.writeFile(sandboxId, VPN_KEY_PATH, vault.decrypt(row.ciphertext), 0o600);
    setState(sandboxId, 'key-only');
    void bringUp(sandboxId, fresh).catch((err) => log.error('vpn client did not come up', { sandbox: sandboxId, error: String(err) }));
  };

  runtime.onStarted.push((sandbox) => apply(sandbox.id, true));
  vpnKeys.changed = async (sandboxId) => {
    if (engine.isRunning(sandboxId)) await apply(sandboxId, false);
  };
}
