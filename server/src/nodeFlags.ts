/**
 * The Node.js options the server is started with: `npm start`, the systemd units and the benchmark's and browser
 * tests' servers pass them (a unit test keeps the first two equal to this list; the others import it). V8 reads them
 * only when the process starts, so the server's own code cannot set them.
 *
 * V8 sizes its young generation by the machine's memory (two 32 MB halves on one of 24 GB) and lets the old
 * generation grow up to four times what survives before it collects; the server keeps those pages resident. Halves of
 * 8 MB and a growth of at most 50 % kept `npm run bench`'s server on PostgreSQL at 236 MB at its peak instead of
 * 489 MB, for about 5 % of throughput (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
