// `npm run bench`: loads the TypeScript benchmark (scripts/bench/run.ts) through tsx, so it can use
// the server's own modules (embedded PostgreSQL, migrations, the app) without a build step.
import { register } from "tsx/esm/api";

register();
await import("./bench/run.ts");
