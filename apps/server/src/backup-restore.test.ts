// Backup and restore of the embedded database (decision 018), end to end: the
// real server process (main.ts) on its embedded PostgreSQL takes its scheduled backup
// (BACKUP_EVERY) while signed-in users keep sending chat messages over HTTP; the server is
// stopped, `npm run restore` brings the backup back, and the restarted server must be a working app
// holding every message acknowledged before the backup began.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Message, MessagePage } from "@roost/shared/contracts/conversations.ts";
import { afterAll, describe, expect, it } from "vitest";
import { BACKUP_PATTERN, backupBeganAt, backupFileName } from "./db/backup.ts";
import { freePort } from "./test/free-port.ts";
import { startServerProcess } from "./test/server-process.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const WRITERS = 4;
/** Each writer sends one message this often: 4 a second, inside the messages rate limit at RATE_LIMIT_SCALE=10 (300 a minute). */
const SEND_EVERY_MS = 250;
/** The first scheduled backup begins this long after the test starts the server: time to start and sign in. */
const BACKUP_LEAD_MS = 15_000;
/** A backup counts as taken under write load when this many messages were acknowledged before it began. */
const MIN_WRITES_BEFORE = 40;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-backup-restore-"));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH ?? "",
  // A local server (loopback PUBLIC_URL): the development sign-in is on.
  NODE_ENV: "development",
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  SEED_DEMO_DATA: "false",
  RATE_LIMIT_SCALE: "10",
  LOG_LEVEL: "info",
  WEB_DIST: path.join(dataDir, "no-web-build"),
};

/** main.ts on the embedded database in dataDir; resolves once /api/health/ready answers 200. */
async function startServer(extraEnv: Record<string, string> = {}) {
  let output = "";
  const { child, exited } = await startServerProcess({
    env: { ...env, ...extraEnv },
    readyUrl: `${base}/api/health/ready`,
    onOutput: (chunk) => {
      output += String(chunk);
    },
    describe: () => output,
  });
  running.add(child);
  void exited.then(() => running.delete(child));
  return {
    output: () => output,
    /** The server's JSON log lines. */
    logLines: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

async function api(method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function devSignIn(email: string) {
  const res = await fetch(`${base}/api/auth/dev/sign-in`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`dev sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: user.id, cookie };
}

/** A student with a group of their own and its chat, in which they write. */
async function writer(n: number) {
  const email = `backup-writer-${n}@example.com`;
  const { userId, cookie } = await devSignIn(email);
  const onboarded = await api("POST", "/api/me/onboarding", cookie, {
    first_name: `Writer${n}`,
    last_name: "Backup",
    user_type: "student",
  });
  expect(onboarded.status).toBe(200);
  const group = await api("POST", "/api/groups", cookie, { name: `Backup house ${n}` });
  expect(group.status).toBe(201);
  const chat = await api("POST", "/api/conversations/group", cookie, { group_id: group.body.id });
  expect(chat.status).toBe(200);
  return {
    email,
    userId,
    cookie,
    conversationId: chat.body.conversation_id as string,
    /** Every message id sent, in order (one at a time, so each is stored after the one before). */
    sent: [] as string[],
    /** When each acknowledged (201) message was acknowledged. */
    acknowledged: new Map<string, number>(),
    /** Sends answered otherwise, or not at all. */
    failed: [] as string[],
  };
}
type Writer = Awaited<ReturnType<typeof writer>>;

/** The whole history of a conversation, oldest first, paging back from the latest page. */
async function history(w: Writer): Promise<Message[]> {
  const messages: Message[] = [];
  let before = "";
  for (;;) {
    const page = await api(
      "GET",
      `/api/conversations/${w.conversationId}/messages${before ? `?before=${before}` : ""}`,
      w.cookie,
    );
    expect(page.status).toBe(200);
    const { messages: older, has_more } = page.body as MessagePage;
    messages.unshift(...older);
    if (!has_more || older.length === 0) return messages;
    before = older[0]?.id ?? "";
  }
}

function runCli(args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "backup-cli.ts"), ...args], {
    env: { ...env, INIT_CWD: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

describe("backup under write load, restored", () => {
  it("a scheduled backup taken while users send messages restores to a working app with every message acknowledged before it began", async () => {
    // The schedule counts from the newest backup: one "taken" a period minus the lead ago makes the
    // server's first scheduled backup begin BACKUP_LEAD_MS from now (BACKUP_KEEP=1 then deletes it).
    const backups = path.join(dataDir, "backups");
    mkdirSync(backups, { recursive: true });
    const placeholder = backupFileName(new Date(Date.now() - 60_000 + BACKUP_LEAD_MS));
    writeFileSync(path.join(backups, placeholder), "");

    const first = await startServer({ BACKUP_EVERY: "1m", BACKUP_KEEP: "1" });
    const writers = await Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));

    let writing = true;
    const loops = writers.map(async (w) => {
      while (writing) {
        const id = randomUUID();
        w.sent.push(id);
        const paced = new Promise((r) => setTimeout(r, SEND_EVERY_MS));
        const res = await fetch(`${base}/api/conversations/${w.conversationId}/messages`, {
          method: "POST",
          headers: { origin: base, cookie: w.cookie, "content-type": "application/json" },
          body: JSON.stringify({ id, content: `message ${w.sent.length} from ${w.email}` }),
        }).catch(() => null);
        const answer = await res?.text().catch(() => "");
        if (res?.status === 201) w.acknowledged.set(id, Date.now());
        else w.failed.push(`${res?.status ?? "no answer"} ${answer ?? ""}`);
        await paced;
      }
    });

    // The backup to restore: the first whose start found writes going on for a while. Normally the
    // first scheduled one; if the server started so slowly that its first backup came before the
    // writes, the next, a period later.
    const acks = () => writers.flatMap((w) => [...w.acknowledged.values()]);
    const beganAt = (line: { backup: string }) => backupBeganAt(path.basename(line.backup))?.getTime() ?? 0;
    const underLoad = () =>
      first
        .logLines()
        .filter((l) => String(l.msg).startsWith("Backup written to "))
        .map((l) => l as { backup: string; bytes: number; msg: string; time: number })
        .find((l) => acks().filter((at) => at < beganAt(l)).length >= MIN_WRITES_BEFORE);
    const deadline = Date.now() + BACKUP_LEAD_MS + 100_000;
    while (!underLoad()) {
      if (Date.now() > deadline) throw new Error(`no scheduled backup under write load:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Writes go on a little after the backup, as they would.
    await new Promise((r) => setTimeout(r, 500));
    writing = false;
    await Promise.all(loops);
    expect(await first.stop()).toBe(0);
    // Every send was answered 201, backup or not.
    expect(writers.flatMap((w) => w.failed)).toEqual([]);

    // One log line names the file and its size; BACKUP_KEEP=1 deleted the older one.
    const line = underLoad() as NonNullable<ReturnType<typeof underLoad>>;
    expect(path.basename(line.backup)).toMatch(BACKUP_PATTERN);
    expect(line.bytes).toBe(statSync(line.backup).size);
    expect(line.msg).toMatch(/^Backup written to .+ \(\d+\.\d MB in [\d.]+ s\); deleted 1 older$/);
    expect(readdirSync(backups).filter((n) => !n.startsWith("."))).toEqual([path.basename(line.backup)]);

    // The backup's name holds the second it began (rounded down): messages acknowledged before that
    // were committed before it began. Others were acknowledged while it ran: it blocked no request.
    const began = beganAt(line);
    expect(acks().filter((at) => at >= began + 1000 && at < line.time).length).toBeGreaterThan(0);

    const restored = await runCli(["restore", line.backup]);
    expect(restored.output).toContain(`Restored ${line.backup} into ${dataDir}.`);
    expect(restored.code).toBe(0);

    const second = await startServer();
    try {
      for (const w of writers) {
        // The session from before the backup still works (sessions and the auth secret came back).
        const me = await api("GET", "/api/me", w.cookie);
        expect(me.status).toBe(200);
        expect(me.body.user.id).toBe(w.userId);

        const stored = (await history(w)).filter((m) => !m.is_system_message).map((m) => m.id);
        const acknowledgedBefore = w.sent.filter((id) => (w.acknowledged.get(id) ?? Infinity) < began);
        // Every message acknowledged before the backup began is back …
        expect(stored).toEqual(expect.arrayContaining(acknowledgedBefore));
        // … and what came back is the writer's messages in the order sent, without a hole.
        expect(stored).toEqual(w.sent.slice(0, stored.length));

        // The app writes again.
        const next = await api("POST", `/api/conversations/${w.conversationId}/messages`, w.cookie, {
          id: randomUUID(),
          content: "after the restore",
        });
        expect(next.status).toBe(201);
      }
      // Signing in again finds the same account.
      const again = await devSignIn(writers[0]?.email ?? "");
      expect(again.userId).toBe(writers[0]?.userId);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 180_000);

  it("on SIGTERM during a scheduled backup, the server abandons it cleanly and exits 0", async () => {
    // No backup yet: the schedule takes one at start.
    const backups = path.join(dataDir, "backups");
    rmSync(backups, { recursive: true, force: true });
    const server = await startServer({ BACKUP_EVERY: "1m" });
    const inProgress = () => existsSync(backups) && readdirSync(backups).some((n) => n.endsWith(".staging"));
    for (let i = 0; !inProgress(); i++) {
      if (i > 200) throw new Error(`no backup began:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await server.stop()).toBe(0);
    const messages = server.logLines().map((l) => String(l.msg));
    expect(messages).toContain(
      "Backup abandoned: the server is shutting down; the next start takes it again",
    );
    expect(messages.filter((m) => m.startsWith("Backup failed") || m.startsWith("Backup written"))).toEqual(
      [],
    );
    // Nothing half-made is left: no staging copy, no partial archive, no lock.
    expect(readdirSync(backups)).toEqual([]);
  }, 60_000);
});
