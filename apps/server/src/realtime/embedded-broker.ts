// The embedded broker (no MQTT_URL): Aedes with MQTT over WebSocket at /mqtt on the HTTP server for
// browsers, TCP on MQTT_TCP_PORT for devices, and the server's own client in process (no connection:
// it hands what clients publish to the server's handlers before the broker acknowledges it).
import type http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';

import type { Broker, BrokerDeps } from './broker';
import { createInProcessServerClient } from './in-process-client';
import { createAuthenticator, CONNACK, MqttAuthError, mayPublish, maySubscribe, ownerOf, type Principal } from './mqtt-access';

export const MQTT_WS_PATH = '/mqtt';

/**
 * mqtt-packet writes a packet in pieces (header, topic, payload) to a corked stream; ws's stream
 * sends each write as its own WebSocket frame, so a browser handled ~5 frames per message (most of
 * the map page's main-thread time under load). Written together, the pieces make one frame.
 */
export function oneFramePerPacket(stream: Duplex): Duplex {
  const write = stream._write.bind(stream);
  stream._writev = (chunks, callback) => {
    write(chunks.length === 1 ? chunks[0]!.chunk : Buffer.concat(chunks.map((c) => c.chunk as Buffer)), 'buffer' as BufferEncoding, callback);
  };
  return stream;
}
/** Client ids that look like the server's own are kept out, so logs never confuse a client with it. */
const SERVER_CLIENT_ID = 'yaam-server';
/** Browsers publish only small sandbox messages; devices use TCP. */
const WS_MAX_PAYLOAD = 1024 * 1024;
/** setTimeout's ceiling; a token living longer is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function createEmbeddedBroker(deps: BrokerDeps): Promise<Broker> {
  const { config, log } = deps;
  const authenticate = createAuthenticator({ database: deps.database, verifyToken: deps.verifyToken });

  // Per connection: who it is (permissions cached for the connection's life), which principal owns
  // each client id (so nobody takes over another's session), and the devices' live connections.
  const principals = new WeakMap<Client, Principal>();
  const owners = new Map<string, { owner: string; client: Client }>();
  const deviceClients = new Map<string, Set<Client>>();
  const expiryTimers = new Map<Client, NodeJS.Timeout>();

  // Assigned right after the broker exists; authorizePublish runs only once clients connect.
  // eslint-disable-next-line prefer-const
  let serverClient: ReturnType<typeof createInProcessServerClient>;
  const aedes = await Aedes.createBroker({
    connectTimeout: 10_000,
    drainTimeout: 30_000,
    // Messages routed at once; the server's handlers run before routing, so this only bounds fan-out.
    concurrency: 1000,
    authenticate(client, username, password, done) {
      authenticate(username, password)
        .then((principal) => {
          if (client.id.startsWith(SERVER_CLIENT_ID)) {
            throw new MqttAuthError(CONNACK.identifierRejected, 'client id reserved for the server');
          }
          const held = owners.get(client.id);
          if (held && held.owner !== ownerOf(principal)) {
            throw new MqttAuthError(CONNACK.identifierRejected, 'client id in use by someone else');
          }
          owners.set(client.id, { owner: ownerOf(principal), client });
          principals.set(client, principal);
          track(client, principal);
          done(null, true);
        })
        .catch((err: unknown) => {
          const known = err instanceof MqttAuthError;
          if (!known) log.error({ err, username }, 'mqtt: authentication failed unexpectedly');
          else log.debug({ username, reason: err.message }, 'mqtt: connection refused');
          const refusal = Object.assign(new Error(known ? err.message : 'server unavailable'), {
            returnCode: known ? err.returnCode : 3,
          }) as AuthenticateError;
          done(refusal, false);
        });
    },
    authorizePublish(client, packet, done) {
      const principal = client ? principals.get(client) : undefined;
      if (!principal || !mayPublish(principal, packet.topic)) {
        // MQTT 3.1.1 has no negative PUBACK: Aedes drops the message and closes the connection.
        log.warn({ clientId: client?.id, topic: packet.topic }, 'mqtt: publish refused');
        return done(new Error(`not allowed to publish to ${packet.topic}`));
      }
      // The server's handlers (ingest: stored and committed) before the PUBACK; a failure refuses the
      // publish, the connection closes and the device sends the message again on its next one.
      serverClient.handleClientPublish(packet).then(
        () => done(null),
        (err: unknown) => {
          log.error({ err, clientId: client?.id, topic: packet.topic }, 'mqtt: handling a publish failed; the client will send it again');
          done(err instanceof Error ? err : new Error(String(err)));
        },
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const principal = principals.get(client);
      if (principal && maySubscribe(principal, subscription.topic)) return done(null, subscription);
      log.debug({ clientId: client.id, filter: subscription.topic }, 'mqtt: subscription refused');
      done(null, null); // SUBACK 128 for this filter; the connection stays
    },
  });

  serverClient = createInProcessServerClient(aedes, log);
  const client = serverClient;

  function track(client: Client, principal: Principal) {
    if (principal.kind === 'device') {
      let set = deviceClients.get(principal.deviceId);
      if (!set) deviceClients.set(principal.deviceId, (set = new Set()));
      set.add(client);
    } else if (principal.kind === 'browser') {
      // The connection ends when the token does; the browser reconnects with its renewed token.
      const timer = setTimeout(() => client.close(), Math.min(MAX_TIMER_MS, principal.expiresAt - Date.now()));
      timer.unref();
      expiryTimers.set(client, timer);
    }
  }

  aedes.on('clientDisconnect', (client) => {
    const principal = principals.get(client);
    if (principal?.kind === 'device') deviceClients.get(principal.deviceId)?.delete(client);
    const timer = expiryTimers.get(client);
    if (timer) clearTimeout(timer);
    expiryTimers.delete(client);
    // A persistent session keeps its owner, so its queued messages wait for the same principal only.
    const held = owners.get(client.id);
    if (held?.client === client && client.clean) owners.delete(client.id);
  });
  aedes.on('clientError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'mqtt: client error'));
  aedes.on('connectionError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'mqtt: connection error'));

  // Devices over TCP.
  let tcp: net.Server | null = null;
  if (config.mqtt.tcpPort > 0) {
    // No Nagle delay on a device's PUBACKs (each would otherwise wait for the device's delayed ACK).
    const server = net.createServer({ noDelay: true }, (socket) => aedes.handle(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.mqtt.tcpPort, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (err) => log.error({ err }, 'mqtt: TCP listener error'));
    tcp = server;
    log.info({ port: config.mqtt.tcpPort }, 'mqtt: embedded broker listening for devices on TCP');
  }

  // Browsers over WebSocket, on the HTTP server once it exists (attach).
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  const allowedOrigin = new URL(config.publicUrl).origin;
  let attached: http.Server | null = null;
  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== MQTT_WS_PATH) return; // someone else's upgrade
    const origin = req.headers.origin;
    // A browser always sends Origin; refusing foreign ones stops other sites from using a visitor's
    // network position. Non-browser clients send none and still need a valid token.
    if (origin !== undefined && origin !== allowedOrigin) {
      log.warn({ origin }, 'mqtt: WebSocket from a foreign origin refused');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (aedes.closed) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const stream = oneFramePerPacket(createWebSocketStream(ws));
      stream.on('error', () => stream.destroy());
      aedes.handle(stream, req);
    });
  };

  return {
    browserProtocolVersion: 4,
    client,
    deviceAccounts: null,
    userAccounts: null,
    attach(server) {
      if (attached) return;
      attached = server;
      server.on('upgrade', onUpgrade);
    },
    async isReady() {
      return !aedes.closed && client.connected;
    },
    async disconnectDevice(deviceId) {
      const set = deviceClients.get(deviceId);
      if (!set) return;
      deviceClients.delete(deviceId);
      await Promise.all([...set].map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
    },
    async close() {
      await client.close();
      attached?.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      const wsClosed = new Promise<void>((resolve) => wss.close(() => resolve()));
      const tcpClosed = tcp ? new Promise<void>((resolve) => tcp?.close(() => resolve())) : Promise.resolve();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      await Promise.all([wsClosed, tcpClosed]);
    },
  };
}
