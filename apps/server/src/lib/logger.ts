import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs. Redaction is a safety net: code must not log secrets in the first place. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.content"],
      censor: "[redacted]",
    },
  });
}
