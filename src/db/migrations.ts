// Ordered, append-only. Each entry runs once in a transaction; the applied count is
// kept in PRAGMA user_version. Never edit a shipped migration: add a new one.

/**
 * A sandbox's lexicon view (SandboxViewDetailed) as JSON text, without `owner`: what
 * sandboxView() in src/views builds, field for field, absent fields omitted (json_patch onto
 * {} drops the nulls). Evaluated inside `UPDATE sandboxes`, so bare column names are that
 * row's. test/api/list-view.test.ts holds it equal to sandboxView().
 */
const SANDBOX_VIEW_V1 = `json_patch('{}', json_object(
    'id', id, 'name', name, 'provider', provider, 'description', description, 'status', status,
    'statusReason', status_reason, 'startedAt', started_at, 'timeout', timeout,
    'keepAlive', json(CASE WHEN keep_alive = 1 THEN 'true' ELSE 'false' END),
    'baseSandbox', base_sandbox, 'website', website, 'logo', logo, 'topics', json(topics), 'repo', repo, 'readme', readme,
    'vcpus', vcpus, 'memory', memory, 'disk', disk,
    'ports', (SELECT json_group_array(port) FROM (SELECT port FROM ports p WHERE p.sandbox_id = sandboxes.id ORDER BY port)),
    'installs', installs, 'createdAt', created_at, 'updatedAt', updated_at,
    'vpn', CASE WHEN vpn = 'connected' AND status != 'RUNNING' THEN 'key-only' ELSE coalesce(vpn, 'none') END,
    'network', CASE WHEN network_allow IS NOT NULL THEN json_object('mode', 'full', 'allow', json(network_allow))
                    ELSE json_object('mode', coalesce(network, 'none')) END))`;
const SANDBOX_VIEW_COLUMNS_V1 = `id, name, provider, description, status, status_reason, started_at, timeout, keep_alive, base_sandbox,
  website, logo, topics, repo, readme, vcpus, memory, disk, installs, created_at, updated_at, vpn, network, network_allow`;

export const migrations: string[] = [
  `
  CREATE TABLE actors (
    id TEXT PRIMARY KEY,
    did TEXT NOT NULL UNIQUE,
    handle TEXT NOT NULL UNIQUE,
    display_name TEXT,
    avatar TEXT,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  -- Access and terminal tokens by jti; revocation and single use are recorded here.
  CREATE TABLE tokens (
    id TEXT PRIMARY KEY,
    actor_id TEXT NOT NULL REFERENCES actors(id) ON DELETE CASCADE,
    audience TEXT NOT NULL,
    expires_at TEXT,
    revoked_at TEXT,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX tokens_actor ON tokens(actor_id);

  CREATE TABLE sandboxes (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES actors(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    provider TEXT NOT NULL,
    description TEXT,
    status TEXT NOT NULL,
    status_reason TEXT,
    started_at TEXT,
    timeout INTEGER NOT NULL,
    keep_alive INTEGER NOT NULL DEFAULT 0,
    base_sandbox TEXT,
    website TEXT,
    logo TEXT,
    topics TEXT,
    repo TEXT,
    readme TEXT,
    vcpus INTEGER NOT NULL,
    memory INTEGER NOT NULL,
    disk INTEGER NOT NULL,
    installs INTEGER NOT NULL DEFAULT 0,
    engine_pid INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (owner_id, name)
  );
  CREATE INDEX sandboxes_owner_created ON sandboxes(owner_id, created_at DESC, id DESC);
  CREATE INDEX sandboxes_owner_status_created ON sandboxes(owner_id, status, created_at DESC, id DESC);
  CREATE INDEX sandboxes_status ON sandboxes(status);

  CREATE TABLE catalog_installs (
    base_id TEXT PRIMARY KEY,
    installs INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE variables (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (sandbox_id, name)
  );
  CREATE INDEX variables_list ON variables(sandbox_id, created_at DESC, id DESC);

  CREATE TABLE secrets (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    ciphertext BLOB NOT NULL,
    redacted TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (sandbox_id, name)
  );
  CREATE INDEX secrets_list ON secrets(sandbox_id, created_at DESC, id DESC);

  CREATE TABLE files (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    ciphertext BLOB NOT NULL,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (sandbox_id, path)
  );
  CREATE INDEX files_list ON files(sandbox_id, created_at DESC, id DESC);

  CREATE TABLE volumes (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    read_only INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (sandbox_id, path)
  );
  CREATE INDEX volumes_list ON volumes(sandbox_id, created_at DESC, id DESC);

  CREATE TABLE services (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    command TEXT NOT NULL,
    description TEXT,
    ports TEXT NOT NULL DEFAULT '[]',
    desired TEXT NOT NULL DEFAULT 'RUNNING',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (sandbox_id, name)
  );
  CREATE INDEX services_list ON services(sandbox_id, created_at DESC, id DESC);

  -- Exposed ports. service_id is set when the port was exposed for a service.
  CREATE TABLE ports (
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    port INTEGER NOT NULL,
    description TEXT,
    service_id TEXT REFERENCES services(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (sandbox_id, port)
  );

  CREATE TABLE vpn_keys (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL UNIQUE REFERENCES sandboxes(id) ON DELETE CASCADE,
    ciphertext BLOB NOT NULL,
    redacted TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE integrations (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    secret_ciphertext BLOB NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX integrations_list ON integrations(sandbox_id, created_at DESC, id DESC);

  CREATE TABLE backups (
    id TEXT PRIMARY KEY,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    directory TEXT NOT NULL,
    description TEXT,
    size INTEGER NOT NULL,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX backups_list ON backups(sandbox_id, created_at DESC, id DESC);
  CREATE INDEX backups_expiry ON backups(expires_at);

  -- Archives in copy storage (push/pull, /cp), bound to the actor that made them.
  CREATE TABLE copies (
    id TEXT PRIMARY KEY,
    actor_id TEXT NOT NULL REFERENCES actors(id) ON DELETE CASCADE,
    size INTEGER NOT NULL,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX copies_expiry ON copies(expires_at);
  `,
  // Integration delivery, the VPN state shown in sandbox views, and event subscriptions.
  `
  ALTER TABLE integrations ADD COLUMN target_service TEXT;
  ALTER TABLE integrations ADD COLUMN target_port INTEGER;
  ALTER TABLE integrations ADD COLUMN target_path TEXT;
  ALTER TABLE integrations ADD COLUMN signing_ciphertext BLOB;

  -- What arrived at a webhook URL (the last 100 per integration). headers and body are
  -- encrypted at rest: webhooks carry tokens and payloads the sender may consider secret.
  CREATE TABLE integration_deliveries (
    id TEXT PRIMARY KEY,
    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
    sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
    received_at TEXT NOT NULL,
    method TEXT NOT NULL,
    headers_ciphertext BLOB NOT NULL,
    body_ciphertext BLOB NOT NULL,
    size INTEGER NOT NULL,
    state TEXT NOT NULL,
    file_written_at TEXT,
    forwarded_at TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at TEXT
  );
  CREATE INDEX integration_deliveries_list ON integration_deliveries(integration_id, received_at DESC, id DESC);
  CREATE INDEX integration_deliveries_pending ON integration_deliveries(sandbox_id) WHERE state = 'PENDING';

  -- none (NULL) | key-only | connected: kept on the sandbox row so list queries need no join.
  ALTER TABLE sandboxes ADD COLUMN vpn TEXT;

  CREATE TABLE event_subscriptions (
    id TEXT PRIMARY KEY,
    actor_id TEXT NOT NULL REFERENCES actors(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    events TEXT,
    -- No foreign key: a sandbox's own subscriptions must outlive it to receive sandbox.deleted.
    sandbox_id TEXT,
    secret_ciphertext BLOB NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX event_subscriptions_actor ON event_subscriptions(actor_id, created_at DESC, id DESC);

  -- The outbox: written in the transaction of the change it describes, only when a
  -- subscription wants it, with one delivery per subscription.
  CREATE TABLE events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    actor_id TEXT NOT NULL REFERENCES actors(id) ON DELETE CASCADE,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX events_created ON events(created_at);

  CREATE TABLE event_deliveries (
    id TEXT PRIMARY KEY,
    event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    subscription_id TEXT NOT NULL REFERENCES event_subscriptions(id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at TEXT,
    delivered_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX event_deliveries_list ON event_deliveries(subscription_id, created_at DESC, id DESC);
  CREATE INDEX event_deliveries_due ON event_deliveries(next_attempt_at) WHERE state = 'PENDING';
  CREATE INDEX event_deliveries_event ON event_deliveries(event_id);
  `,
  `
  -- Outbound network: NULL (= none) or 'full'; allow-list as a JSON array (NULL: unrestricted).
  -- On the sandbox row so list queries need no join.
  ALTER TABLE sandboxes ADD COLUMN network TEXT;
  ALTER TABLE sandboxes ADD COLUMN network_allow TEXT;

  -- Private previews answer only the sandbox's owner.
  ALTER TABLE ports ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
  `,
  `
  -- Each sandbox's view kept as JSON text beside its row, by triggers on every change to what
  -- the view shows: a page of getActorSandboxes reads one column per sandbox instead of 26
  -- (materialising those values was most of the request's time).
  ALTER TABLE sandboxes ADD COLUMN view_json TEXT;
  UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1};
  CREATE TRIGGER sandboxes_view_insert AFTER INSERT ON sandboxes BEGIN
    UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1} WHERE rowid = NEW.rowid;
  END;
  CREATE TRIGGER sandboxes_view_update AFTER UPDATE OF ${SANDBOX_VIEW_COLUMNS_V1} ON sandboxes BEGIN
    UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1} WHERE rowid = NEW.rowid;
  END;
  CREATE TRIGGER ports_view_insert AFTER INSERT ON ports BEGIN
    UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1} WHERE id = NEW.sandbox_id;
  END;
  CREATE TRIGGER ports_view_delete AFTER DELETE ON ports BEGIN
    UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1} WHERE id = OLD.sandbox_id;
  END;
  CREATE TRIGGER ports_view_update AFTER UPDATE OF sandbox_id, port ON ports BEGIN
    UPDATE sandboxes SET view_json = ${SANDBOX_VIEW_V1} WHERE id IN (OLD.sandbox_id, NEW.sandbox_id);
  END;
  `,
];
