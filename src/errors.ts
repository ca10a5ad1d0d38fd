// Domain errors carry the lexicon error name and an HTTP status. Services throw them;
// src/api/errors.ts maps them (and everything else) to XRPC errors in one place.
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (error: string, message: string) => new DomainError(404, error, message);
export const conflict = (error: string, message: string) => new DomainError(409, error, message);
export const invalid = (message: string) => new DomainError(400, 'InvalidRequest', message);
export const forbidden = (message: string) => new DomainError(403, 'Forbidden', message);
export const notRunning = (id: string) =>
  new DomainError(409, 'SandboxNotRunning', `sandbox ${id} is not running: start it with io.svc.sandbox.startSandbox`);
