import { Duplex } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

// Responses made on the fly (API JSON, server-rendered HTML, sitemaps) compressed with node:zlib:
// Hono's compress() uses CompressionStream, which has no Brotli on Node 20 (decision 031).
// Built assets are compressed once at build time and served as their .br/.gz files instead.

/** Below this many bytes compression saves less than the header and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[^;]*\+(?:json|xml))|image\/svg\+xml)/i;

type Encoding = "br" | "gzip";

/** The best encoding the client accepts (q > 0): Brotli before gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  for (const encoding of ["br", "gzip"] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

function compressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  // Quality 4 / level 6: most of the saving at a small fraction of the CPU of maximum settings;
  // Brotli 4 also beat 5 on both time and size for a large sitemap (decision 031, docs/benchmarks.md).
  return encoding === "br"
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 });
}

/**
 * Reads the start of a body up to `limit` bytes. `done` says the whole body fitted; `rest` carries
 * on from where the reading stopped, so nothing is read twice and a stream is never fully buffered.
 */
async function peek(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { value, done } = await reader.read();
    if (done) return { head, done: true as const };
    head.push(value);
    size += value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head, done: false as const, rest };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/**
 * Compresses text-like responses of at least `threshold` bytes with Brotli or gzip, whichever
 * the client prefers. Leaves alone: responses already encoded (precompressed files), bodiless
 * ones (WebSocket upgrades, 204, 304, HEAD), event streams, images and other binary types, and
 * anything marked `no-transform`.
 */
export function compression(threshold = COMPRESSION_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    // res.body is read last: on the Node adapter reading it turns a response made from a string
    // into a stream, which is then written in pieces; a client that accepts no encoding keeps the
    // one-write path (decision 042).
    if (
      c.req.method === "HEAD" ||
      res.headers.has("content-encoding") ||
      !COMPRESSIBLE.test(type) ||
      /\bno-transform\b/.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < threshold) return;
    // Whatever this client gets, a cache must not hand it to a client that accepts less.
    if (!/\baccept-encoding\b/i.test(res.headers.get("vary") ?? ""))
      res.headers.append("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body) return;

    const start = await peek(res.body, threshold);
    if (start.done) {
      // Small after all: sent as it was, from the bytes already read.
      c.res = new Response(concat(start.head), res);
      return;
    }
    const compressed = start.rest.pipeThrough(Duplex.toWeb(compressor(encoding)));
    // Assigning c.res keeps the old response's headers; the encoding ones are set after.
    c.res = new Response(compressed as ReadableStream<Uint8Array>, res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
  };
}
