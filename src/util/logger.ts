// One JSON line per event on stdout. Callers pass ids and names, never values of
// secrets, files, keys or request bodies.
export type Fields = Record<string, string | number | boolean | undefined>;

export class Logger {
  constructor(private readonly out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {}

  info(msg: string, fields: Fields = {}): void {
    this.out(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg, ...fields }));
  }

  error(msg: string, fields: Fields = {}): void {
    this.out(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg, ...fields }));
  }
}
