import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { Config } from "../config.ts";

/**
 * Where uploaded files live. Keys are relative paths such as "avatars/{userId}/{hash}.webp".
 * Local disk under DATA_DIR/files (served by the app at /files), or any S3-compatible bucket.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Local storage only: the bytes for the /files route. */
  read?(key: string): Promise<Buffer | null>;
  /** The bytes at a key wherever they live (the photo job's source), or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The key behind a URL that put() returned; null for a URL this storage did not make. */
  keyOf(url: string): string | null;
}

export function createStorage(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "files"));
}

/**
 * Documents nobody but operators may read (decision 058): never under /files nor at a public URL.
 * On disk beside the public files (DATA_DIR/private, which no route serves), or in S3's private
 * bucket when S3_PRIVATE_BUCKET is set; several instances need that bucket (or a shared disk).
 */
export function createPrivateStorage(config: Config): Storage {
  return config.s3?.privateBucket
    ? s3Storage({ ...config.s3, bucket: config.s3.privateBucket, publicUrl: undefined }, "private, no-store")
    : localStorage(path.join(config.dataDir, "private"));
}

/** Rejects keys that could escape the storage root. */
export function safeKey(key: string): string | null {
  const normalised = path.posix.normalize(key).replace(/^\/+/, "");
  if (normalised.startsWith("..") || normalised.includes("/../") || normalised.includes("\0")) return null;
  return normalised;
}

function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const safe = safeKey(key);
    if (!safe) throw new Error("Invalid storage key");
    return path.join(root, safe);
  };
  const read = async (key: string) => {
    try {
      return await readFile(resolve(key));
    } catch {
      return null;
    }
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/files/${safeKey(key)}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    read,
    get: read,
    keyOf: (url) => (url.startsWith("/files/") ? safeKey(url.slice("/files/".length)) : null),
  };
}

function s3Storage(
  s3: NonNullable<Config["s3"]>,
  cacheControl = "public, max-age=31536000, immutable",
): Storage {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: "s3",
  });
  const base = `${(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`).replace(/\/$/, "")}/${s3.bucket}`;
  const publicBase = (s3.publicUrl ?? base).replace(/\/$/, "");
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(`${base}/${key}`, {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType, "cache-control": cacheControl },
      });
      if (!res.ok) throw new Error(`S3 upload failed with status ${res.status}`);
      return `${publicBase}/${key}`;
    },
    async remove(key) {
      const res = await client.fetch(`${base}/${key}`, { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed with status ${res.status}`);
    },
    async get(key) {
      const res = await client.fetch(`${base}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 read failed with status ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    keyOf: (url) => (url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : null),
  };
}
