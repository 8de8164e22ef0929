// autocannon's setupRequest for a stream of searches (measure.ts, decision 042). autocannon runs in
// a worker thread and require()s this file there, so it is plain CommonJS and reads its paths from
// the file the measuring thread named in ROOST_BENCH_PATHS before starting the worker. Every
// connection takes the next path of the one shared stream, so the stream is sent in order.
const { readFileSync } = require("node:fs");

const paths = readFileSync(/** @type {string} */ (process.env.ROOST_BENCH_PATHS), "utf8").split("\n");
let next = 0;

/** @param {Record<string, unknown>} request  autocannon's request, which goes out with the next path */
module.exports = (request) => ({ ...request, path: paths[next++ % paths.length] });
