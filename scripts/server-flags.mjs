// Node's flags for the server process, wherever it is started to serve (npm start, the ingest bench).

/**
 * A 64 MB semi-space (V8's default is 16 MB) for the young generation of both of the server's
 * JavaScript heaps (the main thread and PGlite's thread). Under ingest load most of what a read
 * allocates dies within one batch; with the default, a scavenge ran every ~50 ms and copied the reads
 * still in flight each time. Measured with the ingest bench at 10,000 reads/s offered (embedded,
 * alternating runs): the garbage collector's helper threads took 7–10 µs of CPU a read instead of
 * 13–14, the server's whole CPU fell by about a tenth. The cost is memory under load only: at the
 * bench's highest rates the server's RSS was 100–170 MB higher (two young generations grown to
 * 128 MB each); idle after a restart it was the same (378–386 MB against 410).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
