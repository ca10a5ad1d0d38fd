// Records that take effect inside a running sandbox at once: files are written or removed
// there; a deleted volume's data is deleted (documented in the volume lexicon).
import { rmSync } from 'node:fs';
import type { EngineRuntime } from './engine-runtime.js';
import type { Files, Volumes } from './records-kinds.js';

export function wireRecordsToEngine(runtime: EngineRuntime, files: Files, volumes: Volumes): void {
  const { engine } = runtime;
  files.events = {
    async changed(sandbox, row, previous) {
      if (!engine.isRunning(sandbox.id)) return;
      if (previous && previous.path !== row.path) await engine.removeFile(sandbox.id, previous.path);
      await engine.writeFile(sandbox.id, row.path, files.content(row));
    },
    async deleted(sandbox, row) {
      if (engine.isRunning(sandbox.id)) await engine.removeFile(sandbox.id, row.path);
    },
  };
  volumes.events = {
    deleted(sandbox, row) {
      rmSync(runtime.volumeDir(sandbox.id, row.id), { recursive: true, force: true });
    },
  };
}
