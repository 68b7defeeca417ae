// A minimal MQTT 3.1.1 device connection for the benchmark: CONNECT (with a last will), PUBLISH at
// QoS 0/1, PUBACK. On one machine the simulated cameras share the cores with the server they load:
// at 9,000 reads/s the simulator took 22–26 % of a core with mqtt.js and 10–12 % with this (making
// the reads included), which goes to the server instead. No reconnect,
// no keepalive (0: the broker never times the connection out), no subscriptions: a camera that only
// publishes for the length of a bench trial. `npm run simulate` keeps mqtt.js.
import { EventEmitter } from 'node:events';
import net from 'node:net';

export interface LeanOptions {
  clientId: string;
  username: string;
  password: string;
  will?: { topic: string; payload: Buffer; qos: 0 | 1; retain: boolean };
}

type Callback = (err?: Error) => void;

const CONNACK = 0x20;
const PUBACK = 0x40;

/**
 * Calls `fn` for each whole MQTT packet at the front of `buf`, with its first byte and where its body
 * starts and ends; answers where the first incomplete packet begins (buf.length when none).
 */
export function eachPacket(buf: Buffer, fn: (first: number, body: number, end: number) => void): number {
  let at = 0;
  while (buf.length - at >= 2) {
    // remaining length: 1–4 bytes of 7 bits each
    let length = 0;
    let shift = 0;
    let i = at + 1;
    for (; i < buf.length; i++) {
      length += (buf[i]! & 0x7f) << shift;
      shift += 7;
      if ((buf[i]! & 0x80) === 0) break;
    }
    if (i >= buf.length || i + 1 + length > buf.length) break;
    fn(buf[at]!, i + 1, i + 1 + length);
    at = i + 1 + length;
  }
  return at;
}

export const utf8 = (s: string | Buffer) => {
  const b = typeof s === 'string' ? Buffer.from(s) : s;
  const out = Buffer.allocUnsafe(2 + b.length);
  out.writeUInt16BE(b.length, 0);
  b.copy(out, 2);
  return out;
};
/** The remaining-length field: 7 bits a byte, low first. */
const varintSize = (n: number) => (n < 128 ? 1 : n < 16_384 ? 2 : n < 2_097_152 ? 3 : 4);
function writeVarint(buf: Buffer, at: number, n: number): number {
  do {
    const byte = n & 0x7f;
    n >>>= 7;
    buf[at++] = n > 0 ? byte | 0x80 : byte;
  } while (n > 0);
  return at;
}

/** CONNECT, MQTT 3.1.1: clean session, keepalive 0, username and password, the last will if any. */
function connectPacket(o: LeanOptions): Buffer {
  const flags = 0x80 | 0x40 | 0x02 | (o.will ? 0x04 | (o.will.qos << 3) | (o.will.retain ? 0x20 : 0) : 0);
  const body = Buffer.concat([
    utf8('MQTT'),
    Buffer.from([4, flags, 0, 0]),
    utf8(o.clientId),
    ...(o.will ? [utf8(o.will.topic), utf8(o.will.payload)] : []),
    utf8(o.username),
    utf8(o.password),
  ]);
  return packetOf(0x10, body);
}

/** A packet: its first byte (type and flags), the remaining length, `body`. */
export function packetOf(first: number, body: Buffer): Buffer {
  const packet = Buffer.allocUnsafe(1 + varintSize(body.length) + body.length);
  packet[0] = first;
  body.copy(packet, writeVarint(packet, 1, body.length));
  return packet;
}

export class LeanClient extends EventEmitter {
  connected = false;
  private readonly socket: net.Socket;
  /** callbacks of unacknowledged QoS 1 publishes by packet id (an array: no Map entry per message) */
  private readonly pending: (Callback | undefined)[] = new Array<Callback | undefined>(65536);
  private pendingCount = 0;
  private nextId = 0;
  private rest: Buffer = Buffer.alloc(0);
  /** packets of this tick, written together */
  private queued: Buffer[] = [];

  constructor(url: string, options: LeanOptions) {
    super();
    const { hostname, port } = new URL(url);
    this.socket = net.connect({ host: hostname, port: Number(port) || 1883 });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => {
      const connect = connectPacket(options);
      this.socket.write(connect);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (err) => this.emit('error', err));
    this.socket.on('close', () => {
      this.connected = false;
      const err = new Error('connection closed');
      for (let id = 0; id < this.pending.length && this.pendingCount > 0; id++) {
        const cb = this.pending[id];
        if (!cb) continue;
        this.pending[id] = undefined;
        this.pendingCount--;
        cb(err);
      }
      this.emit('close');
    });
  }

  private onData(chunk: Buffer) {
    const buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    const at = eachPacket(buf, (first, body) => {
      const type = first & 0xf0;
      if (type === PUBACK) this.acked(buf.readUInt16BE(body));
      else if (type === CONNACK) {
        const code = buf[body + 1]!;
        if (code === 0) {
          this.connected = true;
          this.emit('connect');
        } else {
          this.emit('error', new Error(`connection refused (CONNACK ${code})`));
          this.socket.destroy();
        }
      }
    });
    this.rest = at < buf.length ? Buffer.from(buf.subarray(at)) : Buffer.alloc(0);
  }

  private acked(id: number) {
    const cb = this.pending[id];
    if (!cb) return;
    this.pending[id] = undefined;
    this.pendingCount--;
    cb();
  }

  publish(topic: string, payload: string | Buffer, options: { qos?: 0 | 1; retain?: boolean } = {}, cb?: Callback): this {
    if (!this.connected) {
      cb?.(new Error('not connected'));
      return this;
    }
    const qos = options.qos ?? 0;
    if (qos === 1 && this.pendingCount >= 65535) {
      cb?.(new Error('too many unacknowledged messages'));
      return this;
    }
    const topicLength = Buffer.byteLength(topic);
    const payloadLength = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const remaining = 2 + topicLength + (qos ? 2 : 0) + payloadLength;
    const packet = Buffer.allocUnsafe(1 + varintSize(remaining) + remaining);
    packet[0] = 0x30 | (qos << 1) | (options.retain ? 1 : 0);
    let at = writeVarint(packet, 1, remaining);
    at = packet.writeUInt16BE(topicLength, at);
    at += packet.write(topic, at);
    if (qos === 1) {
      let id = this.nextId;
      do id = (id % 65535) + 1;
      while (this.pending[id]);
      this.nextId = id;
      this.pending[id] = cb ?? (() => {});
      this.pendingCount++;
      at = packet.writeUInt16BE(id, at);
    }
    if (typeof payload === 'string') packet.write(payload, at);
    else payload.copy(packet, at);
    if (this.queued.length === 0) process.nextTick(() => this.flush());
    this.queued.push(packet);
    if (qos === 0) cb?.();
    return this;
  }

  private flush() {
    const packets = this.queued;
    this.queued = [];
    if (packets.length === 1) this.socket.write(packets[0]!);
    else if (packets.length > 1) this.socket.write(Buffer.concat(packets));
  }

  publishAsync(topic: string, payload: string | Buffer, options: { qos?: 0 | 1; retain?: boolean } = {}): Promise<void> {
    return new Promise((resolve, reject) => this.publish(topic, payload, options, (err) => (err ? reject(err) : resolve())));
  }

  /** Sends DISCONNECT (unless `force`: the broker then publishes the last will) and closes. */
  endAsync(force = false): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) return resolve();
      this.socket.once('close', () => resolve());
      if (force || !this.connected) this.socket.destroy();
      else {
        this.flush();
        this.socket.end(Buffer.from([0xe0, 0x00]));
      }
    });
  }
}
