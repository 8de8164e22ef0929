import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api.ts";
import { parseUploadResponse, uploadWithProgress } from "./upload-with-progress.ts";

describe("parseUploadResponse", () => {
  it("returns the JSON answer of a success", () => {
    expect(parseUploadResponse(201, '{"id":"ph1"}')).toEqual({ id: "ph1" });
  });

  it("turns an error body into an ApiError with code and field", () => {
    try {
      parseUploadResponse(400, '{"error":{"code":"invalid_image","message":"Bad","field":"photo"}}');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ status: 400, code: "invalid_image", message: "Bad", field: "photo" });
    }
  });

  it("reads a bare 413 from a proxy as file_too_large", () => {
    expect(() => parseUploadResponse(413, "<html>too big</html>")).toThrow(
      expect.objectContaining({ code: "file_too_large" }),
    );
    expect(() => parseUploadResponse(502, "")).toThrow(expect.objectContaining({ code: "internal_error" }));
  });
});

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = "";
  withCredentials = false;
  opened: [string, string] | null = null;
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe("uploadWithProgress", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports progress and resolves with the answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const body = new FormData();
    const done = uploadWithProgress("/api/properties/p1/photos", body, {
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(["POST", "/api/properties/p1/photos"]);
    expect(xhr.sent).toBe(body);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.status = 201;
    xhr.responseText = '{"id":"ph1"}';
    xhr.onload?.();
    await expect(done).resolves.toEqual({ id: "ph1" });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's error, a network error or an abort", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const failed = uploadWithProgress("/api/properties/p1/photos", new FormData());
    FakeXhr.last.status = 422;
    FakeXhr.last.responseText = '{"error":{"code":"too_many_photos","message":"Too many"}}';
    FakeXhr.last.onload?.();
    await expect(failed).rejects.toMatchObject({ code: "too_many_photos" });

    const offline = uploadWithProgress("/api/properties/p1/photos", new FormData());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ code: "network_error", status: 0 });

    const controller = new AbortController();
    const cancelled = uploadWithProgress("/api/properties/p1/photos", new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
  });
});
