// Ordered, append-only. Each entry runs once in a transaction; the applied count is
// kept in PRAGMA user_version. Never edit a shipped migration: add a new one.
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
];
