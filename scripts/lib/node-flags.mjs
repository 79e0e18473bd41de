/**
 * The V8 flags the API process runs with (`npm start`, `npm start -w @portal/api`, the benchmarks'
 * portal and baseline; docs/deploy.md).
 *
 * `--max-semi-space-size=16`: Node 24's V8 sizes the young generation by the machine's memory. On
 * a 24 GiB machine, a started portal kept 128 MB of new space committed and empty after
 * start-up (v8.getHeapSpaceStatistics). That is more than half of its 239 MB idle RSS, and it
 * took 50 parallel sign-ins to 367-376 MB (issue 10: under 350). 16 MB semi-spaces, Node 20's
 * default, leave 32 MB: idle RSS 209 MB, and 290 MB at the sign-ins' peak. The read calls'
 * throughput with and without the flag is in docs/performance.md.
 */
export const API_NODE_FLAGS = Object.freeze(['--max-semi-space-size=16']);
