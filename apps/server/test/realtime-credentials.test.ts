// POST /api/realtime/credentials: the token mode of the embedded broker, and per-user accounts in
// the dynamic-security plugin of an own Mosquitto (deploy/mosquitto/mosquitto.conf) with exactly
// the browser rules of @yaam/shared/topics, rotated by each request and gone when the token expires.
import { randomBytes } from 'node:crypto';

import type { Permission } from '@yaam/shared/permissions';
import { topics } from '@yaam/shared/topics';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auth } from '../src/http/auth';
import { registerErrorHandling } from '../src/http/errors';
import { realtimeRoutes } from '../src/modules/realtime/realtime.routes';
import { createBroker, type Broker } from '../src/realtime/broker';
import type { Dynsec } from '../src/realtime/dynsec';
import type { UserAccounts } from '../src/realtime/user-accounts';
import { closed, collect, connectOnce, grantedQos, insertUser, refusal, silentLog, sleep, tokenKit, until, type TokenKit } from './broker-fixtures';
import { freePort, migratedTestDatabase, testConfig, type TestDatabase } from './helpers';
import { HAS_DYNSEC, startDynsecMosquitto, type DynsecMosquitto } from './mosquitto-fixture';

let db: TestDatabase;
/** CONNACK of MQTT 5: bad user name or password (0x86); Mosquitto answers not authorised (0x87). */
const REFUSED = [0x86, 0x87];
let kit: TokenKit;
const OFFICER: Permission[] = [
  { resource: 'alert', allow: 'r' },
  { resource: 'mqtt', allow: 'r' },
];
const ADMIN: Permission[] = [
  { resource: 'alert', allow: 'r' },
  { resource: 'read', allow: 'r' },
  { resource: 'device', allow: 'r' },
  { resource: 'chat', allow: 'r' },
  { resource: 'mqtt', allow: 'cr' },
];
let officer: { id: string; subject: string; role: string };
let admin: { id: string; subject: string; role: string };

beforeAll(async () => {
  db = await migratedTestDatabase();
  kit = await tokenKit();
  const tag = randomBytes(3).toString('hex');
  officer = await insertUser(db.database, `officer-${tag}`, `rt-officer-${tag}`, OFFICER);
  admin = await insertUser(db.database, `admin-${tag}`, `rt-admin-${tag}`, ADMIN);
});
afterAll(() => db?.drop());

async function credentialsApp(broker: Pick<Broker, 'userAccounts'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(auth, { database: db.database, verifyToken: kit.verifyToken });
  await app.register(realtimeRoutes, { broker, verifyToken: kit.verifyToken });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/realtime/credentials',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('with the embedded broker', () => {
  it('answers mode token with the user id; 401 without a token; 503 when provisioning fails', async () => {
    const app = await credentialsApp({ userAccounts: null });
    const token = await kit.sign({ sub: officer.subject, role: officer.role });
    const ok = await post(app, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toEqual({ username: officer.id, password: null, mode: 'token' });
    expect((await post(app)).statusCode).toBe(401);
    expect((await post(app, 'not.a.token')).statusCode).toBe(401);
    await app.close();

    const failing: UserAccounts = {
      provision: () => Promise.reject(new Error('dynsec down')),
      revoke: async () => {},
      sweep: async () => 0,
      close() {},
    };
    const down = await credentialsApp({ userAccounts: failing });
    const res = await post(down, token);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Realtime credentials are unavailable/);
    await down.close();
  });
});

describe.skipIf(!HAS_DYNSEC)('with Mosquitto and dynamic security', () => {
  let mosq: DynsecMosquitto;
  let broker: Broker;
  let app: FastifyInstance;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    mosq = await startDynsecMosquitto();
    broker = await createBroker({
      config: testConfig({
        MQTT_URL: mosq.url,
        MQTT_USERNAME: mosq.adminUser,
        MQTT_PASSWORD: mosq.adminPassword,
        PORT: String(await freePort()),
      }),
      database: db.database,
      verifyToken: kit.verifyToken,
      log: silentLog,
      clientId: `yaam-server-test-${randomBytes(4).toString('hex')}`,
    });
    app = await credentialsApp(broker);
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    await app?.close();
    await broker?.close();
    await mosq?.stop();
  });

  async function credentialsFor(user: { subject: string; role: string }, expiresInSec = 300) {
    const res = await post(app, await kit.sign({ sub: user.subject, role: user.role }, expiresInSec));
    expect(res.statusCode).toBe(200);
    return res.json<{ username: string; password: string; mode: string; expiresAt: string }>();
  }

  const browser = async (username: string, password: string) => {
    const c = await connectOnce(mosq.url, { username, password, protocolVersion: 5, clientId: `yaam-web-${randomBytes(4).toString('hex')}` });
    clients.push(c);
    return c;
  };
  const tryBrowser = (username: string, password: string) =>
    connectOnce(mosq.url, { username, password, protocolVersion: 5, clientId: `yaam-web-${randomBytes(4).toString('hex')}` });

  it('provisions an account that may subscribe and publish exactly as the browser rules allow', async () => {
    const creds = await credentialsFor(officer);
    expect(creds).toMatchObject({ username: `u-${officer.id}`, mode: 'provisioned' });
    expect(creds.password.length).toBeGreaterThanOrEqual(24);
    expect(Date.parse(creds.expiresAt)).toBeGreaterThan(Date.now() + 200_000);

    const c = await browser(creds.username, creds.password);
    const [alerts, sandbox, all, deviceReads, reads, chats, sandboxRoot] = await grantedQos(c, [
      'yaam/v1/alerts/+',
      'yaam/v1/sandbox/#',
      '#',
      'yaam/v1/devices/+/reads',
      'yaam/v1/reads/+', // needs read r
      'yaam/v1/chats/+', // needs chat r
      'yaam/v1/sandbox',
    ]);
    expect(alerts).toBeLessThan(0x80);
    expect(sandbox).toBeLessThan(0x80);
    for (const code of [all, deviceReads, reads, chats, sandboxRoot]) expect(code).toBeGreaterThanOrEqual(0x80);
    expect(await grantedQos(c, ['yaam/v1/alerts/#'])).toEqual([0x87]);

    // Fan-out from the server arrives; publishing is refused everywhere (sandbox needs mqtt c).
    const got = collect(c);
    await broker.client.publish(topics.alerts('BKK01'), '{"id":"a1"}', { qos: 1 });
    await until(() => got.length === 1, 5000, 'the alert');
    await expect(c.publishAsync(topics.alerts('BKK01'), 'forged', { qos: 1 })).rejects.toMatchObject({ code: 0x87 });
    await expect(c.publishAsync(topics.sandbox('x'), 'hi', { qos: 1 })).rejects.toMatchObject({ code: 0x87 });
    await sleep(100);
    expect(got).toEqual([{ topic: topics.alerts('BKK01'), payload: '{"id":"a1"}' }]);
  });

  it('lets mqtt c publish into the sandbox only, and refuses a bad password', async () => {
    const creds = await credentialsFor(admin);
    const c = await browser(creds.username, creds.password);
    expect(await grantedQos(c, ['yaam/v1/sandbox/#', 'yaam/v1/reads/+', 'yaam/v1/devices/+/state', 'yaam/v1/chats/+'])).toEqual([1, 1, 1, 1]);
    expect(await grantedQos(c, ['yaam/v1/devices/+/status', '$CONTROL/dynamic-security/#'])).toEqual([0x87, 0x87]);
    const got = collect(c);
    await c.publishAsync(topics.sandbox('console/a'), 'hello', { qos: 1 });
    await until(() => got.length === 1, 5000, 'the sandbox message');
    await expect(c.publishAsync(topics.deviceReads('cam-1'), '{"id":"x"}', { qos: 1 })).rejects.toMatchObject({ code: 0x87 });
    await expect(c.publishAsync('$CONTROL/dynamic-security/v1', '{"commands":[]}', { qos: 1 })).rejects.toMatchObject({ code: 0x87 });

    expect(await refusal(tryBrowser(creds.username, `${creds.password}x`))).toBeOneOf(REFUSED);
    expect(await refusal(tryBrowser(`u-${officer.id}`, creds.password))).toBeOneOf(REFUSED);
  });

  it('rotates the password at each request', async () => {
    const first = await credentialsFor(officer);
    const live = await browser(first.username, first.password);
    const second = await credentialsFor(officer);
    expect(second.password).not.toBe(first.password);
    expect(await refusal(tryBrowser(first.username, first.password))).toBeOneOf(REFUSED);
    await (await browser(second.username, second.password)).endAsync();
    // Mosquitto 2.0 closes the account's live connections when its password changes; the browser
    // reconnects with the new one (tabs share it, apps/web/src/realtime/credentials.ts).
    await closed(live, 3000);
  });

  it('removes the account when the access token expires', async () => {
    const creds = await credentialsFor(admin, 2);
    const c = await browser(creds.username, creds.password);
    await closed(c, 6000); // deleted at expiry: its connection is closed too
    expect(await refusal(tryBrowser(creds.username, creds.password))).toBeOneOf(REFUSED);
    // A fresh token brings it back.
    const again = await credentialsFor(admin);
    await (await browser(again.username, again.password)).endAsync();
  }, 15_000);

  it('brings the role in step when the permissions change', async () => {
    const accounts = broker.userAccounts;
    if (!accounts) throw new Error('external broker has user accounts');
    const tag = randomBytes(3).toString('hex');
    const user = await insertUser(db.database, `changing-${tag}`, `rt-changing-${tag}`, OFFICER);
    const before = await accounts.provision(user.id, OFFICER, Date.now() + 60_000);
    const c1 = await browser(before.username, before.password);
    expect(await grantedQos(c1, ['yaam/v1/reads/+', 'yaam/v1/alerts/+'])).toEqual([0x87, 1]);
    const after = await accounts.provision(user.id, [{ resource: 'read', allow: 'r' }], Date.now() + 60_000);
    const c2 = await browser(after.username, after.password);
    expect(await grantedQos(c2, ['yaam/v1/reads/+', 'yaam/v1/alerts/+', 'yaam/v1/sandbox/#'])).toEqual([1, 0x87, 0x87]);
    await accounts.revoke(user.id);
    await closed(c2, 3000);
    expect(await refusal(tryBrowser(after.username, after.password))).toBeOneOf(REFUSED);
  });

  it('sweeps expired accounts a stopped server left behind', async () => {
    const accounts = broker.userAccounts;
    if (!accounts) throw new Error('external broker has user accounts');
    const tag = randomBytes(3).toString('hex');
    const ghost = await insertUser(db.database, `ghost-${tag}`, `rt-ghost-${tag}`, OFFICER);
    const creds = await accounts.provision(ghost.id, OFFICER, Date.now() + 60_000);
    // Pretend the provisioning server went away: its expiry is now in the past.
    // The external broker's device accounts are its dynamic-security handle.
    const dynsec = broker.deviceAccounts as Dynsec;
    await dynsec.run({
      command: 'modifyClient',
      username: creds.username,
      textname: `Yaam user ${ghost.id} until ${new Date(Date.now() - 1000).toISOString()}`,
    });
    expect(await accounts.sweep()).toBeGreaterThanOrEqual(1);
    expect(await refusal(tryBrowser(creds.username, creds.password))).toBeOneOf(REFUSED);
  });
});
