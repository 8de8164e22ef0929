import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types; the one function used is typed by EceDecrypt below.
import ece from "http_ece";

// A push service for tests (decision 064), standing in for FCM or Mozilla's autopush: it holds
// the private half of every subscription it hands out, so it can do what a browser does with a
// push — decrypt it (RFC 8291, aes128gcm) — and what a push service does first — check the VAPID
// JWT (RFC 8292). Anything that does not decrypt or verify is refused and not recorded, so a test
// that expects a delivery fails when the encryption or the signature is wrong. It imports nothing
// from the server: the Playwright journey starts one too.

type EceDecrypt = (
  body: Buffer,
  params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer },
) => Buffer;
const decrypt = (ece as { decrypt: EceDecrypt }).decrypt;

/** A browser's PushSubscription.toJSON(), as the server receives it. */
export interface LocalPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushDelivery {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface LocalPushService {
  /** http://127.0.0.1:<port>: what PUSH_SERVICE_ORIGINS must name. */
  origin: string;
  /** A fresh subscription, as a browser would make one against this service. */
  subscription(): LocalPushSubscription;
  /** Every push that decrypted and verified, oldest first. */
  received: LocalPushDelivery[];
  /** Requests refused, with why (a test's failure message shows them). */
  refused: string[];
  /** The next push is answered with this status (e.g. 410 Gone, 500) and not recorded. */
  respondWith(status: number): void;
  close(): Promise<void>;
}

interface Receiver {
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A VAPID token lives at most a day (RFC 8292 §2). */
const VAPID_MAX_LIFETIME_S = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `port`: a fixed one, when the server's PUSH_SERVICE_ORIGINS must be known before this starts. */
export async function createLocalPushService({
  port = 0,
}: {
  port?: number;
} = {}): Promise<LocalPushService> {
  const receivers = new Map<string, Receiver>();
  const received: LocalPushDelivery[] = [];
  const refused: string[] = [];
  const scripted: number[] = [];
  let origin = "";

  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const endpoint = `${origin}${req.url ?? "/"}`;
        const receiver = receivers.get(endpoint);
        if (req.method !== "POST" || !receiver) throw new Refusal(404, `no subscription at ${endpoint}`);
        const vapid = checkVapid(req.headers.authorization, origin);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Refusal(400, "not aes128gcm");
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, "TTL header missing");
        const payload = parsePayload(body, receiver);
        const status = scripted.shift();
        if (status !== undefined) {
          res.writeHead(status).end();
          return;
        }
        const urgency = req.headers.urgency;
        received.push({
          endpoint,
          payload,
          ttl,
          urgency: typeof urgency === "string" ? urgency : null,
          vapid,
        });
        res.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` }).end();
      })
      .catch((error: unknown) => {
        const status = error instanceof Refusal ? error.status : 400;
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(status).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      receivers.set(endpoint, { ecdh, authSecret });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
      };
    },
    respondWith(status) {
      scripted.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parsePayload(body: Buffer, receiver: Receiver): unknown {
  let plain: Buffer;
  try {
    plain = decrypt(body, {
      version: "aes128gcm",
      privateKey: receiver.ecdh,
      authSecret: receiver.authSecret,
    });
  } catch (error) {
    throw new Refusal(400, `the body does not decrypt: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(plain.toString("utf8"));
  } catch {
    throw new Refusal(400, "the decrypted body is not JSON");
  }
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by k, for this origin. */
function checkVapid(header: string | undefined, audience: string): LocalPushDelivery["vapid"] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Refusal(401, `no VAPID authorization: ${header ?? "(none)"}`);
  const [, token = "", publicKey = ""] = match;
  const [head = "", body = "", signature = ""] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, "k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Refusal(401, "the VAPID signature does not verify against k");
  const { alg } = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (alg !== "ES256") throw new Refusal(401, `VAPID alg ${alg}`);
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
    aud?: string;
    sub?: string;
    exp?: number;
  };
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== audience) throw new Refusal(401, `VAPID aud ${claims.aud}, expected ${audience}`);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + VAPID_MAX_LIFETIME_S)
    throw new Refusal(401, `VAPID exp ${claims.exp} is not within the next 24 hours`);
  if (!claims.sub) throw new Refusal(401, "VAPID sub missing");
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey };
}
