// COPY … FROM STDIN on node-postgres, for one buffer of rows: a "submittable" (pg's hook for commands
// its query() does not speak) that sends the statement, answers the server's CopyInResponse with the
// data and CopyDone, and settles on ReadyForQuery. pg-copy-streams does the same as a stream, which
// a batch already whole in memory does not need.
import type pg from 'pg';

/** The part of pg's Connection a COPY uses. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  stream?: { cork(): void; uncork(): void };
}

class CopyFromStdin {
  private rows = 0;

  constructor(
    private readonly statement: string,
    private readonly data: Buffer,
    private readonly done: (err: Error | null, rows: number) => void,
  ) {}

  submit(connection: CopyConnection) {
    connection.query(this.statement);
  }

  handleCopyInResponse(connection: CopyConnection) {
    // The rows and CopyDone in one write to the socket, not two.
    connection.stream?.cork();
    connection.sendCopyFromChunk(this.data);
    connection.endCopyFrom();
    connection.stream?.uncork();
  }

  handleCommandComplete(message: { text: string }) {
    this.rows = Number(/^COPY (\d+)/.exec(message.text)?.[1] ?? 0);
  }

  handleReadyForQuery() {
    this.done(null, this.rows);
  }

  /** The statement failed (pg forgets the query then, and ReadyForQuery finds none), or the connection did. */
  handleError(err: Error) {
    this.done(err, 0);
  }

  // Messages a COPY FROM does not get; pg calls them on whatever query is active.
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handleCopyData() {}
  handlePortalSuspended() {}
}

/**
 * Runs `COPY … FROM STDIN` (`statement`) with `data` in COPY's text format on `client`: one statement,
 * every row or none. Answers the rows copied.
 */
export function copyFromStdin(client: pg.ClientBase, statement: string, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const copy = new CopyFromStdin(statement, Buffer.from(data, 'utf8'), (err, rows) => (err ? reject(err) : resolve(rows)));
    client.query(copy as unknown as pg.Submittable);
  });
}
