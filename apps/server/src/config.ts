import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The only module that reads process.env. Everything else receives a typed Config.
 * Outside production every variable has a safe default so `npm start` works on a fresh machine.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  DEV_SIGN_IN: z.enum(["true", "false", "1", "0"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Roost <no-reply@roost.local>"),
  REPORTS_EMAIL: z.email().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: z.enum(["true", "false", "1", "0"]).optional(),
  TEST_CLOCK: z.enum(["true", "false", "1", "0"]).optional(),
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).optional(),
});

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
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : null;
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    authSecret: e.AUTH_SECRET ?? (production ? "" : localSecret(dataDir, "auth-secret")),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : null,
    // The development sign-in can never be switched on in production, whatever DEV_SIGN_IN says.
    devSignIn: !production && (e.DEV_SIGN_IN === undefined || isTrue(e.DEV_SIGN_IN)),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    // Where "Report this listing/user" goes; outside production the dev mailbox shows it (decision 011).
    reportsEmail: e.REPORTS_EMAIL ?? (production ? null : "reports@roost.local"),
    s3,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA === undefined ? !production : isTrue(e.SEED_DEMO_DATA),
    testClock: !production && isTrue(e.TEST_CLOCK),
    trustProxy: isTrue(e.TRUST_PROXY),
  };
}

export class ConfigError extends Error {}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts outside production. */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
