// Starts Yaam: read config, open and migrate the database, seed demo data, listen, shut down cleanly.
import path from 'node:path';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { printSignInHelp, seedDemo } from './demo/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error('Yaam cannot start, the configuration is invalid:');
      for (const line of err.lines) console.error(`  ${line}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const started = Date.now();
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    thread: config.pgliteThread,
  });
  await migrate(database);
  const seeded = config.demo ? await seedDemo(database, { password: config.demoPassword }) : null;

  const { app, alerts } = await buildApp({ config, database });
  if (seeded?.inserted) {
    // The seeded week of reads passes watched plates: raise their alerts as ingest would have.
    const raised = await alerts.backfill(new Date(Date.now() - 8 * 24 * 3600 * 1000));
    app.log.info({ seeded, alerts: raised.created.length, sightings: raised.joined.length }, 'demo data seeded');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing broker and database`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const took = `(ready after ${((Date.now() - started) / 1000).toFixed(1)} s)`;
  console.info(
    config.demo
      ? `\n${printSignInHelp(config.publicUrl, config.demoPassword)}\n${took}\n`
      : `\nYaam (ยาม) is running at ${config.publicUrl} ${took}\n`,
  );
}

main().catch((err: unknown) => {
  console.error('Yaam failed to start:', err);
  process.exit(1);
});
