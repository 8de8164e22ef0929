import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MESSAGE_EMAIL_DELAY_MINUTES } from "@roost/shared/domain/notification-settings.ts";
import { RATE_LIMIT_SCALE_MAX, RATE_LIMIT_SCALE_MIN } from "@roost/shared/domain/rate-limits.ts";
import { z } from "zod";
import { SEARCH_BACKENDS } from "./features/properties/search/search-page.ts";
import { PUSH_ENV, pushConfig } from "./features/push/push-config.ts";
import { isLoopbackHost } from "./lib/client-ip.ts";
import { DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL, mapTilesUrl } from "./lib/map-tiles.ts";
import { allowedOrigins } from "./lib/origin.ts";

const BACKUP_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const BACKUP_EVERY_ISSUE =
  "how often the server backs up the embedded database: a whole number and a unit, m (minutes), h (hours) or d (days), from 1m to 365d, e.g. 24h";
const BACKUP_KEEP_ISSUE = "how many backups to keep: a whole number, at least 1";
/** BACKUP_EVERY=24h → milliseconds; at least a minute (there is no unit for seconds), at most a year. */
const backupPeriod = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}[mhd]$/, BACKUP_EVERY_ISSUE)
  .transform((v) => Number(v.slice(0, -1)) * BACKUP_UNITS_MS[v.slice(-1) as keyof typeof BACKUP_UNITS_MS])
  .pipe(z.number().max(365 * BACKUP_UNITS_MS.d, BACKUP_EVERY_ISSUE));
/** `BACKUP_EVERY=` in an env file means unset, not an invalid period. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

/**
 * The app's PostgreSQL pool when DATABASE_POOL_SIZE is unset: two connections per core, at least
 * 4 and at most 16. More connections than the database has cores only queue its backends for the
 * CPU (decision 035). Size it by the database's cores when they differ from the app's.
 */
function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(16, Math.max(4, 2 * cores));
}
const METRICS_TOKEN_ISSUE =
  "the bearer token for /metrics: at least 32 characters, e.g. openssl rand -hex 32";
/** Milliseconds, from 100 ms to 10 minutes: a bound that can be tuned but not switched off. */
const databaseTimeoutMs = (byDefault: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(100).max(600_000).default(byDefault));

/**
 * The only module that reads process.env. Everything else receives a typed Config.
 * Outside production every variable has a safe default so `npm start` works on a fresh machine.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(200).optional()),
  // One slow statement, or a transaction left open, must not hold a pooled connection for long.
  DATABASE_STATEMENT_TIMEOUT_MS: databaseTimeoutMs(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: databaseTimeoutMs(10_000),
  // A request waits at most this long for a pooled connection, then answers 503 at once.
  DATABASE_POOL_WAIT_MS: databaseTimeoutMs(1_000),
  DATA_DIR: z.string().default(".data"),
  // Unset: each DATA_DIR keeps its own port (54329 unless taken; see db/embedded-port.ts choosePort).
  EMBEDDED_PG_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  BACKUP_EVERY: z.preprocess(emptyAsUnset, backupPeriod.optional()),
  BACKUP_KEEP: z.preprocess(
    emptyAsUnset,
    z.coerce.number({ error: BACKUP_KEEP_ISSUE }).int(BACKUP_KEEP_ISSUE).min(1, BACKUP_KEEP_ISSUE).optional(),
  ),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  DEV_SIGN_IN: z.enum(["true", "false", "1", "0"]).optional(),
  DEV_MAILBOX: z.enum(["true", "false", "1", "0"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Roost <no-reply@roost.local>"),
  REPORTS_EMAIL: z.email().optional(),
  OPERATOR_EMAIL: z.email().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  /** A bucket nobody can read without the key: verification documents (decision 058). */
  S3_PRIVATE_BUCKET: z.string().optional(),
  // /metrics (decision 035): off unless one of these is set, and never open to the public.
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(32, METRICS_TOKEN_ISSUE).optional()),
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Bounded in every environment: the limits can be tuned but never switched off.
  RATE_LIMIT_SCALE: z.coerce.number().min(RATE_LIMIT_SCALE_MIN).max(RATE_LIMIT_SCALE_MAX).default(1),
  SEED_DEMO_DATA: z.enum(["true", "false", "1", "0"]).optional(),
  TEST_CLOCK: z.enum(["true", "false", "1", "0"]).optional(),
  // How long a new-message email waits for the recipient to read the chat (decision 032).
  MESSAGE_EMAIL_DELAY_SECONDS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(86_400).optional(),
  ),
  // Web Push (decision 064): the VAPID pair, the contact, the delay and extra push services.
  ...PUSH_ENV,
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  SEARCH_INDEX: z.enum(SEARCH_BACKENDS).default("memory"),
  TRUST_PROXY: z.string().optional(),
  // The search map's tiles and the credit their licence requires (decision 037).
  MAP_TILES_URL: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_MAP_TILES_URL).pipe(mapTilesUrl)),
  MAP_TILES_ATTRIBUTION: z.preprocess(
    emptyAsUnset,
    z.string().trim().min(1).default(DEFAULT_MAP_TILES_ATTRIBUTION),
  ),
});

/** The development conveniences, as named in the start-up warning and /api/config. */
export const DEV_TOOLS = ["sign-in", "mailbox", "test clock", "demo data"] as const;
export type DevTool = (typeof DEV_TOOLS)[number];

export type Config = ReturnType<typeof loadConfig>;

const isTrue = (v: string | undefined) => v === "true" || v === "1";

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production) {
    const missing = ["DATABASE_URL", "AUTH_SECRET", "PUBLIC_URL"].filter((k) => !e[k as keyof typeof e]);
    if (missing.length) throw new ConfigError(`In production these must be set: ${missing.join(", ")}`);
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both or neither.");
  // Silently ignoring it would give every client behind the proxy the proxy's address.
  if (isTrue(e.TRUST_PROXY)) {
    throw new ConfigError(
      "TRUST_PROXY was replaced by TRUSTED_PROXIES: the number of your own reverse proxies in front of Roost " +
        "(e.g. TRUSTED_PROXIES=1 behind one nginx). Remove TRUST_PROXY.",
    );
  }
  // Refused rather than ignored: a server that silently takes no backups is worse than one that
  // does not start (decision 018).
  if (e.BACKUP_EVERY !== undefined && e.DATABASE_URL) {
    throw new ConfigError(
      "BACKUP_EVERY backs up the embedded database, but DATABASE_URL is set: back that database up with " +
        "its own tools (pg_dump, pg_basebackup or your provider's snapshots) and remove BACKUP_EVERY.",
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      "METRICS_PORT must differ from PORT: it is the internal port that serves only /metrics.",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const publicAddress = new URL(publicUrl);
  // Fail closed: development conveniences are on by default only on a server that is clearly
  // local (its public address is this machine); anywhere else each needs its variable, and in
  // production nothing can switch them on. docs/decisions/012-fail-closed-edge.md
  const local = !production && isLoopbackHost(publicAddress.hostname);
  const devTool = (value: string | undefined, byDefault: boolean) =>
    !production && (value === undefined ? byDefault : isTrue(value));
  const devSignIn = devTool(e.DEV_SIGN_IN, local);
  const devMailbox = devTool(e.DEV_MAILBOX, local);
  const testClock = devTool(e.TEST_CLOCK, false);
  const seedDemoData = devTool(e.SEED_DEMO_DATA, local);
  const exposedDevTools: DevTool[] = local
    ? []
    : [
        ...(devSignIn ? (["sign-in"] as const) : []),
        ...(devMailbox ? (["mailbox"] as const) : []),
        ...(testClock ? (["test clock"] as const) : []),
        ...(seedDemoData ? (["demo data"] as const) : []),
      ];
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
          privateBucket: e.S3_PRIVATE_BUCKET,
        }
      : null;
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    // A local server is reached through loopback only, so it listens there unless told otherwise.
    host: e.HOST ?? (local ? "127.0.0.1" : "0.0.0.0"),
    publicUrl,
    allowedOrigins: allowedOrigins(publicAddress, production),
    /** Secure cookies and HSTS: in production, and wherever PUBLIC_URL is https (e.g. a staging server). */
    secureTransport: production || publicAddress.protocol === "https:",
    databaseUrl: e.DATABASE_URL ?? null,
    /** The server's pool and its per-connection limits (command-line tools use their own, db/open.ts). */
    database: {
      poolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
    },
    dataDir,
    /** EMBEDDED_PG_PORT, which wins over the port the data directory remembers; null when unset. */
    embeddedPgPort: e.EMBEDDED_PG_PORT ?? null,
    /** Milliseconds between the server's own backups of the embedded database; null: no schedule. */
    backupEveryMs: e.BACKUP_EVERY ?? null,
    /** After each backup, all but the newest this many are deleted; null: all are kept. */
    backupKeep: e.BACKUP_KEEP ?? null,
    authSecret: e.AUTH_SECRET ?? (production ? "" : localSecret(dataDir, "auth-secret")),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : null,
    devSignIn,
    devMailbox,
    /** Dev-only endpoints answer only requests whose socket peer is this machine (local servers). */
    devLoopbackOnly: local,
    /** Conveniences switched on explicitly on a non-local server: a loud warning and a banner. */
    exposedDevTools,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    // Where "Report this listing/user" goes; outside production the dev mailbox shows it (decision 011).
    reportsEmail: e.REPORTS_EMAIL ?? (production ? null : "reports@roost.local"),
    // Told when a job gives up for good (decision 019); unset in production, the error log is all.
    operatorEmail: e.OPERATOR_EMAIL ?? (production ? null : "operators@roost.local"),
    s3,
    logLevel: e.LOG_LEVEL,
    /** /metrics: behind this bearer token (on PORT, and on METRICS_PORT too); off when neither is set. */
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    seedDemoData,
    testClock,
    messageEmailDelayMs: (e.MESSAGE_EMAIL_DELAY_SECONDS ?? MESSAGE_EMAIL_DELAY_MINUTES * 60) * 1000,
    /** Web Push (decision 064): null when production has no VAPID keys, and push is then off. */
    push: pushConfig(e, { production, dataDir, publicUrl }),
    trustedProxies: e.TRUSTED_PROXIES,
    /** What answers search: the in-process index with SQL behind it, or SQL alone (decision 053). */
    searchBackend: e.SEARCH_INDEX,
    /** The map's tile template for the browser, and its origin for the CSP (the only one added). */
    mapTiles: { ...e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION },
  };
}

export class ConfigError extends Error {}

/** The start-up warning for development conveniences open to other machines, or null (one log line). */
export function exposedDevToolsWarning(config: Config): string | null {
  if (config.exposedDevTools.length === 0) return null;
  return [
    `!!! DEVELOPMENT TOOLS ARE ON for ${config.publicUrl}, which is not a local address: ${config.exposedDevTools.join(", ")}.`,
    ...(config.devSignIn
      ? ["Anyone who can reach this server can sign in as ANY user with just an email address."]
      : []),
    ...(config.devMailbox ? ["Every signed-in user can read every e-mail the server sends."] : []),
    "Never run it like this with real people's data; unset DEV_SIGN_IN, DEV_MAILBOX, TEST_CLOCK and SEED_DEMO_DATA. !!!",
  ].join(" ");
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts outside production. */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
