import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * Google is configured as an OpenID Connect provider. When its discovery document cannot be
 * fetched (no network, wrong issuer) we log one line and leave Google sign-in disabled instead
 * of failing to start.
 */
export async function checkGoogleDiscovery(config: Config, log: Logger): Promise<boolean> {
  if (!config.google) return false;
  const url = `${config.google.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const doc = (await res.json()) as { authorization_endpoint?: string };
    if (!doc.authorization_endpoint) throw new Error("no authorization_endpoint");
    return true;
  } catch (error) {
    log.warn(`Google sign-in disabled: ${url} is unreachable (${(error as Error).message})`);
    return false;
  }
}
