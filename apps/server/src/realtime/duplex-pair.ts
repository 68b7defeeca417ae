// Two connected in-memory streams: what one side writes, the other reads. The server's own MQTT
// client talks to the embedded broker through a pair, so it runs the same mqtt.js code as it does
// over TCP to an external broker, without opening a port. (Node 22 has stream.duplexPair; we run on 20.)
import { Duplex } from 'node:stream';

class Side extends Duplex {
  peer: Side | null = null;
  /** A write waiting for the peer's reader to drain: backpressure across the pair. */
  private pendingWrite: (() => void) | null = null;

  override _read(): void {
    const cb = this.peer?.pendingWrite;
    if (cb && this.peer) {
      this.peer.pendingWrite = null;
      cb();
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, cb: (error?: Error | null) => void): void {
    const peer = this.peer;
    if (!peer || peer.destroyed) return cb(new Error('stream peer is closed'));
    if (peer.push(chunk)) cb();
    else this.pendingWrite = () => cb();
  }

  override _final(cb: (error?: Error | null) => void): void {
    this.peer?.push(null);
    cb();
  }

  override _destroy(error: Error | null, cb: (error?: Error | null) => void): void {
    this.pendingWrite = null;
    const peer = this.peer;
    this.peer = null;
    if (peer && !peer.destroyed) peer.destroy();
    cb(error);
  }
}

export function duplexPair(): [Duplex, Duplex] {
  const a = new Side();
  const b = new Side();
  a.peer = b;
  b.peer = a;
  return [a, b];
}
