// A subscriber that does nothing with what it gets, for the broker floor (broker-floor.ts): MQTT 5,
// clean start, Receive Maximum 5,000 like the server's sessions, a shared subscription to every
// device's reads on each of its connections, PUBACKs written once per socket read. Runs as its own
// process so that its CPU is counted apart. Arguments: broker URL, connections, share group.
// Reports `{ received }` to its parent every 250 ms.
import net from 'node:net';

import { SERVER_FILTERS } from '../packages/shared/src/topics';
import { pubacks } from '../apps/server/src/realtime/server-client';
import { eachPacket, packetOf, utf8 } from '../tools/simulator/lean-client';

const url = new URL(process.argv[2] ?? 'mqtt://127.0.0.1:1883');
const connections = Number(process.argv[3] ?? 4);
const group = process.argv[4] ?? 'yaam-floor';
let received = 0;

for (let c = 0; c < connections; c++) {
  const socket = net.connect(Number(url.port || 1883), url.hostname);
  socket.setNoDelay(true);
  socket.on('connect', () => {
    // CONNECT: MQTT 5, clean start, keepalive 0, properties: Receive Maximum (0x21) 5,000.
    const properties = Buffer.from([3, 0x21, 5000 >> 8, 5000 & 0xff]);
    socket.write(packetOf(0x10, Buffer.concat([utf8('MQTT'), Buffer.from([5, 0x02, 0, 0]), properties, utf8(`${group}-${process.pid}-${c}`)])));
    // SUBSCRIBE: packet id 1, no properties, the filter at QoS 1.
    socket.write(packetOf(0x82, Buffer.concat([Buffer.from([0, 1, 0]), utf8(`$share/${group}/${SERVER_FILTERS.reads}`), Buffer.from([1])])));
  });
  let rest = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const buf = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const ids: number[] = [];
    const at = eachPacket(buf, (first, body) => {
      if ((first & 0xf0) !== 0x30) return;
      // PUBLISH: topic, then the packet id at QoS 1
      if (((first >> 1) & 3) > 0) ids.push(buf.readUInt16BE(body + 2 + buf.readUInt16BE(body)));
      received++;
    });
    rest = at < buf.length ? Buffer.from(buf.subarray(at)) : Buffer.alloc(0);
    if (ids.length > 0) socket.write(pubacks(ids));
  });
  socket.on('error', (err) => {
    console.error(`broker-subscriber: ${err.message}`);
    process.exit(1);
  });
}
setInterval(() => process.send?.({ received }), 250);
