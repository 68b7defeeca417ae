// Load generator run as its own process (so it does not share the server's event loop):
// node bench/load.mjs <json options> → prints autocannon's result as JSON.
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
let i = 0;
const result = await autocannon({
  url: o.base,
  connections: o.connections,
  duration: o.duration,
  headers: o.headers,
  requests: [
    {
      setupRequest: (req) => ({ ...req, path: o.paths[i++ % o.paths.length] }),
    },
  ],
});
process.stdout.write(JSON.stringify({
  requests: result.requests,
  latency: result.latency,
  errors: result.errors,
  non2xx: result.non2xx,
  timeouts: result.timeouts,
}));
