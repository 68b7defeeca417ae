// `npm run bench [-- name …]`: runs the benchmarks (all, or the named ones), prints their figures and
// writes them into BENCHMARKS.md.
import { benchIngest } from './ingest';
import { benchLatency } from './latency';
import { benchMap } from './map';
import { benchMatch } from './match';
import { benchPolice } from './police';
import { benchReads } from './reads';
import { benchWeb } from './web';

const benches: Record<string, () => Promise<unknown>> = {
  web: benchWeb,
  police: benchPolice,
  ingest: benchIngest,
  reads: benchReads,
  match: benchMatch,
  latency: benchLatency,
  map: benchMap,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.info(`▶ ${name}`);
  console.table(await bench());
}
process.exit(0);
