// Row shapes of the tables in src/db/migrations.ts.
export interface SandboxRow {
  id: string;
  owner_id: string;
  name: string;
  provider: string;
  description: string | null;
  status: string;
  status_reason: string | null;
  started_at: string | null;
  timeout: number;
  keep_alive: number;
  base_sandbox: string | null;
  website: string | null;
  logo: string | null;
  topics: string | null;
  repo: string | null;
  readme: string | null;
  vcpus: number;
  memory: number;
  disk: number;
  installs: number;
  engine_pid: number | null;
  created_at: string;
  updated_at: string;
  /** none (NULL) | key-only | connected. */
  vpn?: string | null;
  /** Outbound network: none (NULL) | full. */
  network?: string | null;
  /** JSON array of allowed destinations (NULL: unrestricted). */
  network_allow?: string | null;
}

interface Timestamps {
  created_at: string;
  updated_at: string;
}
export interface VariableRow extends Timestamps {
  id: string;
  sandbox_id: string;
  name: string;
  value: string;
}
export interface SecretRow extends Timestamps {
  id: string;
  sandbox_id: string;
  name: string;
  ciphertext: Buffer;
  redacted: string;
}
export interface FileRow extends Timestamps {
  id: string;
  sandbox_id: string;
  path: string;
  ciphertext: Buffer;
  size: number;
}
export interface VolumeRow extends Timestamps {
  id: string;
  sandbox_id: string;
  name: string;
  path: string;
  read_only: number;
}
export interface ServiceRow extends Timestamps {
  id: string;
  sandbox_id: string;
  name: string;
  command: string;
  description: string | null;
  ports: string;
  desired: string;
}
export interface PortRow {
  sandbox_id: string;
  port: number;
  description: string | null;
  service_id: string | null;
  created_at: string;
  /** 1: the preview answers only the owner. */
  private: number;
}
export interface VpnKeyRow extends Timestamps {
  id: string;
  sandbox_id: string;
  ciphertext: Buffer;
  redacted: string;
}
export interface IntegrationRow extends Timestamps {
  id: string;
  sandbox_id: string;
  name: string;
  secret_ciphertext: Buffer;
  target_service: string | null;
  target_port: number | null;
  target_path: string | null;
  signing_ciphertext: Buffer | null;
}
export interface IntegrationDeliveryRow {
  id: string;
  integration_id: string;
  sandbox_id: string;
  received_at: string;
  method: string;
  headers_ciphertext: Buffer;
  body_ciphertext: Buffer;
  size: number;
  state: 'REFUSED' | 'PENDING' | 'DELIVERED' | 'FAILED';
  file_written_at: string | null;
  forwarded_at: string | null;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
}
export interface SubscriptionRow extends Timestamps {
  id: string;
  actor_id: string;
  url: string;
  events: string | null;
  sandbox_id: string | null;
  secret_ciphertext: Buffer;
}
export interface EventDeliveryRow extends Timestamps {
  id: string;
  event_id: string;
  subscription_id: string;
  state: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}
export interface BackupRow {
  id: string;
  sandbox_id: string;
  directory: string;
  description: string | null;
  size: number;
  expires_at: string;
  created_at: string;
}
