// Warm sandboxes: a few sandboxes started ahead of demand, each under the id a new sandbox will
// get, so that creating a sandbox does not wait for bwrap (namespaces, mounts and init's exec are
// most of a cold start). The pool only keeps the slots; LocalEngine launches warm sandboxes and
// turns a claimed one into its sandbox (LocalEngine.adopt).
//
// A slot is a launch in progress or done. `take` hands out the oldest one that is done: one still
// starting runs at nice 19 and could be starved by a busy host, where a cold start (at normal
// priority) is the faster way. A launch that fails pauses refills for RETRY_MS, so a broken host
// does not loop.

const RETRY_MS = 5000;
/** A take refills this much later: a launch right away would compete with the new sandbox's first commands. */
const REFILL_DELAY_MS = 500;
/** Launches under way at most (a large pool fills gradually instead of forking dozens of bwraps at once). */
const AT_ONCE = 2;

export interface Slot<T> {
  id: string;
  /** The warm sandbox, or null when its launch failed (then nothing of it is left). */
  ready: Promise<T | null>;
}

interface Held<T> extends Slot<T> {
  dropped: boolean;
  done: boolean;
}

export class WarmPool<T> {
  private slots: Array<Held<T>> = [];
  private pausedUntil = 0;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private size: number,
    private readonly newId: () => string,
    private readonly launch: (id: string) => Promise<T>,
    private readonly discard: (w: T) => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The oldest warm sandbox ready, now the caller's (start it, or give it back), or null. Refills a little later. */
  take(): Slot<T> | null {
    const i = this.slots.findIndex((s) => s.done);
    if (i === -1) return null;
    const [slot] = this.slots.splice(i, 1);
    this.later(REFILL_DELAY_MS);
    return slot;
  }

  /** A slot taken and not used goes back to the front (or is discarded when the pool is full). */
  giveBack(slot: Slot<T>): void {
    const held = { ...slot, dropped: false, done: true };
    this.slots.unshift(held);
    if (this.closed || this.slots.length > this.size) void this.drop(this.slots.splice(this.closed ? 0 : this.size));
  }

  /** Launches until `size` slots are taken up, AT_ONCE at a time (after a failure, once the pause is over). */
  fill(): void {
    if (this.closed || this.slots.length >= this.size) return;
    const wait = this.pausedUntil - Date.now();
    if (wait > 0) {
      this.later(wait);
      return;
    }
    while (this.slots.length < this.size && this.slots.filter((s) => !s.done).length < AT_ONCE) {
      const id = this.newId();
      const slot: Held<T> = {
        id,
        dropped: false,
        done: false,
        ready: this.launch(id).then(
          (w) => {
            slot.done = true;
            this.fill(); // the next, if the pool is not full yet
            if (!slot.dropped) return w;
            void this.discard(w); // closed or shrunk meanwhile
            return null;
          },
          (err) => {
            this.slots = this.slots.filter((s) => s !== slot);
            this.pausedUntil = Date.now() + RETRY_MS;
            this.onError(err);
            this.fill();
            return null;
          },
        ),
      };
      this.slots.push(slot);
    }
  }

  private later(ms: number): void {
    this.retry ??= setTimeout(() => {
      this.retry = undefined;
      this.fill();
    }, ms).unref();
  }

  /** Keeps `n` warm from now on; slots beyond it are discarded. */
  resize(n: number): void {
    this.size = n;
    void this.drop(this.slots.splice(n));
    this.fill();
  }

  /** Discards every warm sandbox not taken, including ones still starting; no more launches. */
  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    return this.drop(this.slots.splice(0));
  }

  private async drop(slots: Array<Held<T>>): Promise<void> {
    for (const slot of slots) slot.dropped = true;
    await Promise.all(slots.map((slot) => slot.ready.then((w) => w && this.discard(w))));
  }
}
