// HAProxy from Debian in front of the cluster's instances: installed with apt-get where missing,
// configured by haproxyConfig() (the same text docs/deploy.md shows) and run in the foreground.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

export interface Backend {
  name: string;
  port: number;
}

/** Where HAProxy is, installing Debian's package first when it is missing (as root). */
export function ensureHaproxy(log: (line: string) => void): string {
  const found = () => spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" }).stdout.trim();
  const existing = found();
  if (existing) return existing;
  log("HAProxy is not installed: installing Debian's package (apt-get install haproxy)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "haproxy"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(" ")} failed: install haproxy and try again`);
  }
  const installed = found();
  if (!installed) throw new Error("apt-get installed haproxy, but it is not on the PATH");
  return installed;
}

/**
 * One address in front of every instance: round robin, no stickiness (all state is in
 * PostgreSQL), WebSocket upgrades passed through with a long tunnel timeout, and an HTTP check
 * of /api/health/ready every second, so an instance that drains (readiness 503) or dies leaves the
 * pool within two checks; a request that cannot reach its instance is retried on another.
 */
export function haproxyConfig(options: { port: number; backends: Backend[] }): string {
  const { port, backends } = options;
  // No maxconn: HAProxy derives it from its open-file limit, which startHaproxy raises.
  return `defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket is a tunnel once upgraded: the app pings every socket well within this.
  timeout tunnel 1h
  timeout client-fin 5s

frontend roost
  bind 127.0.0.1:${port}
  default_backend roost_app

backend roost_app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  # Which instance answered, for the cluster tests and the bench's per-instance figures.
  http-response set-header X-Roost-Instance %s
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join("\n")}
`;
}

/** Writes the config and runs HAProxy in the foreground (-db), with its open-file limit raised. */
export function startHaproxy(binary: string, dir: string, config: string): ChildProcess {
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const check = spawnSync(binary, ["-c", "-q", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused its config:\n${check.stderr}`);
  return spawn("sh", ["-c", 'ulimit -n "$(ulimit -Hn)"; exec "$0" -db -f "$1"', binary, file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
}
