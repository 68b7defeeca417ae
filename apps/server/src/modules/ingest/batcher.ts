// Group commit for reads. Idle (no batch written in the last LOAD_GAP_MS): a read is written at the
// end of the current event-loop turn (setImmediate, microseconds), with whatever came in that turn —
// a lone read never waits for a timer. Under load: reads gather for up to COALESCE_MS (or MAX_ROWS),
// and reads arriving while a batch is being written go in the next one; a second batch may run in
// parallel (maxConcurrent) once MAX_ROWS are waiting or the oldest has waited MAX_WAIT_MS.
// Why gather under load: each statement and commit has a fixed cost (PGlite: a round trip to its
// thread and into WebAssembly); flushing the moment the database is free would write batches of one
// or two rows. While a batch is written, the next one fills up on its own.
// An urgent message (a read of a watched vehicle) does not gather: its batch goes as soon as the
// database takes one, with whatever is queued by then.

export const MAX_ROWS = 500;
export const MAX_WAIT_MS = 50;
/** A batch written less than this long ago means load. */
export const LOAD_GAP_MS = 20;
/** Under load, how long reads gather before a batch is written. */
export const COALESCE_MS = 5;

interface Group<Row, Result> {
  rows: Row[];
  at: number;
  urgent: boolean;
  resolve(r: Result[]): void;
  reject(err: unknown): void;
}

export class Batcher<Row, Result> {
  private queue: Array<Group<Row, Result>> = [];
  private queuedRows = 0;
  /** urgent messages in the queue */
  private urgent = 0;
  private inFlightRows = 0;
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private gather: NodeJS.Timeout | null = null;
  private lastFlushEnd = 0;
  private idleWaiters: Array<() => void> = [];

  /**
   * `write` stores the rows of one batch in one transaction and returns one result per row, in order;
   * it rejects when nothing was stored.
   */
  constructor(
    private readonly write: (rows: Row[]) => Promise<Result[]>,
    private readonly maxConcurrent = 1,
    private readonly maxRows = MAX_ROWS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** Rows waiting or being written. */
  get backlog(): number {
    return this.queuedRows + this.inFlightRows;
  }

  /** Resolves with the rows' results once their batch has committed; `urgent` skips the gathering. */
  add(rows: Row[], urgent = false): Promise<Result[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, at: Date.now(), urgent, resolve, reject });
      this.queuedRows += rows.length;
      if (urgent) this.urgent++;
      this.pump();
    });
  }

  /** Resolves when nothing is queued or being written. */
  idle(): Promise<void> {
    if (this.backlog === 0 && this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump() {
    if (this.running === 0 && this.queuedRows > 0 && this.queuedRows < this.maxRows && this.urgent === 0) {
      if (Date.now() - this.lastFlushEnd >= LOAD_GAP_MS) {
        this.immediate ??= setImmediate(() => {
          this.immediate = null;
          this.pumpNow();
        });
      } else if (!this.gather) {
        // Gather while reads keep coming, at most COALESCE_MS: each event-loop turn that brought no
        // new read ends the wait (a broker with a small in-flight window sends no more until acked).
        const started = Date.now();
        let seen = this.queuedRows;
        const check = () => {
          if (this.queuedRows === seen || Date.now() - started >= COALESCE_MS || this.queuedRows >= this.maxRows) {
            this.gather = null;
            this.pumpNow();
            return;
          }
          seen = this.queuedRows;
          this.gather = setTimeout(check, 0);
        };
        this.gather = setTimeout(check, 0);
      }
      return;
    }
    this.pumpNow();
  }

  private pumpNow() {
    while (this.queuedRows > 0 && this.running < this.maxConcurrent) {
      const oldest = this.queue[0]?.at ?? Date.now();
      const due = this.running === 0 || this.urgent > 0 || this.queuedRows >= this.maxRows || Date.now() - oldest >= this.maxWaitMs;
      if (!due) break;
      this.flush();
    }
    if (this.queuedRows > 0 && this.running > 0 && this.running < this.maxConcurrent && !this.timer) {
      const wait = Math.max(1, this.maxWaitMs - (Date.now() - (this.queue[0]?.at ?? Date.now())));
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pumpNow();
      }, wait);
      this.timer.unref();
    }
  }

  private flush() {
    if (this.gather) clearTimeout(this.gather);
    this.gather = null;
    let taken = 0;
    let n = 0;
    // Whole messages only; one message bigger than maxRows goes alone.
    for (let g = this.queue[0]; g && (n === 0 || n + g.rows.length <= this.maxRows); g = this.queue[++taken]) {
      if (g.urgent) this.urgent--;
      n += g.rows.length;
    }
    // One splice, not a shift per message: a queue of more than ~16,000 messages lives in V8's
    // large-object space, where every shift moves the whole array (a server behind in its work then
    // spent a fifth of its time here and fell further behind).
    const groups = this.queue.splice(0, taken);
    this.queuedRows -= n;
    this.inFlightRows += n;
    this.running++;
    const rows = groups.flatMap((g) => g.rows);
    this.write(rows).then(
      (results) => {
        let i = 0;
        for (const g of groups) {
          g.resolve(results.slice(i, i + g.rows.length));
          i += g.rows.length;
        }
        this.done(n);
      },
      (err: unknown) => {
        for (const g of groups) g.reject(err);
        this.done(n);
      },
    );
  }

  private done(n: number) {
    this.inFlightRows -= n;
    this.running--;
    this.lastFlushEnd = Date.now();
    this.pump();
    if (this.backlog === 0 && this.running === 0) for (const w of this.idleWaiters.splice(0)) w();
  }
}
