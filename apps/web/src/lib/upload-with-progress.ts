// fetch() cannot report upload progress, so photo uploads go through XMLHttpRequest, whose
// upload.onprogress does. Errors come back as the same ApiError the rest of the app uses.

import { ApiError } from "./api.ts";
import type { Answer, Documented } from "./api-routes.ts";

type UploadMethod = "POST" | "PUT";

export interface UploadOptions<M extends UploadMethod = "POST"> {
  method?: M;
  /** Called with 0..1 as the body is sent. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** Turns a finished request's status and body into the answer or an ApiError (like lib/api.ts). */
export function parseUploadResponse<T>(status: number, body: string): T {
  let data: unknown = null;
  try {
    data = body ? JSON.parse(body) : null;
  } catch {
    data = null;
  }
  if (status >= 200 && status < 300) return data as T;
  const e = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
  if (status === 413 && !e) return raise(413, "file_too_large", "The file is too large.");
  return raise(status, e?.code ?? "internal_error", e?.message ?? "Something went wrong.", e?.field);
}

function raise(status: number, code: string, message: string, field?: string): never {
  throw new ApiError(status, code, message, field);
}

/**
 * Typed by the address, like api(): the answer is what the route documents for `method` (POST by
 * default), and an address no route documents for it fails the type-check.
 */
export function uploadWithProgress<A extends string, M extends UploadMethod = "POST">(
  url: Documented<A, M>,
  body: FormData,
  options: UploadOptions<M> = {},
): Promise<Answer<A, M>> {
  type T = Answer<A, M>;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(e.loaded / e.total, 1));
    };
    xhr.onload = () => {
      try {
        options.onProgress?.(1);
        resolve(parseUploadResponse<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "network_error", "You appear to be offline. Please check your connection."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException("The upload was cancelled.", "AbortError"));
        return;
      }
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
