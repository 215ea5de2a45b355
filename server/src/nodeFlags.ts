/**
 * The Node.js options the server is started with: `npm start`, the systemd units and the benchmark's server pass
 * them (a unit test keeps the first two equal to this list; the benchmark imports it).
 *
 * V8 sizes its young generation by the machine's memory, two 32 MB halves on one of 24 GB, and the server keeps that
 * memory resident once a burst of requests has grown it. Halves of 8 MB took the server's RSS about 100 MB lower at
 * rest, under load and while proposing, with the same throughput (docs/benchmarks.md). V8 reads the size only when
 * the process starts, so it cannot be set from the server's own code.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
