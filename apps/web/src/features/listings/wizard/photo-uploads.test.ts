import { PROPERTY_PHOTO_MAX_BYTES, PROPERTY_PHOTOS_MAX } from "@roost/shared/domain/constants.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import {
  formatBytes,
  makeCover,
  mergePhotoLists,
  moveItem,
  NOT_AN_IMAGE_TEXT,
  photoFileProblem,
  sameOrder,
  screenFiles,
  TOO_LARGE_TEXT,
  TOO_MANY_PHOTOS_TEXT,
  uploadErrorText,
  uploadRetryable,
  uploadsToStart,
} from "./photo-uploads.ts";

const file = (name: string, type = "image/jpeg", size = 1000) => ({ name, type, size });

describe("checking files before upload", () => {
  it("accepts images within the size limit", () => {
    expect(photoFileProblem(file("a.jpg"))).toBeNull();
    expect(photoFileProblem(file("a.png", "image/png", PROPERTY_PHOTO_MAX_BYTES))).toBeNull();
  });

  it("refuses other types, empty files and files over the limit", () => {
    expect(photoFileProblem(file("a.pdf", "application/pdf"))).toBe(NOT_AN_IMAGE_TEXT);
    expect(photoFileProblem(file("a.jpg", "image/jpeg", 0))).toBe(NOT_AN_IMAGE_TEXT);
    expect(photoFileProblem(file("a.jpg", "image/jpeg", PROPERTY_PHOTO_MAX_BYTES + 1))).toBe(TOO_LARGE_TEXT);
    expect(TOO_LARGE_TEXT).toContain("10 MB");
  });

  it("keeps the listing within the photo limit, counting uploads in flight", () => {
    const files = [file("1.jpg"), file("bad.txt", "text/plain"), file("2.jpg"), file("3.jpg")];
    const { accepted, rejected } = screenFiles(files, PROPERTY_PHOTOS_MAX - 3, 1);
    expect(accepted.map((f) => f.name)).toEqual(["1.jpg", "2.jpg"]);
    expect(rejected).toEqual([
      { file: files[1], message: NOT_AN_IMAGE_TEXT },
      { file: files[3], message: TOO_MANY_PHOTOS_TEXT },
    ]);
  });
});

describe("server refusals", () => {
  it("explains each code in words", () => {
    expect(uploadErrorText(new ApiError(400, "invalid_image", "x"))).toBe(NOT_AN_IMAGE_TEXT);
    expect(uploadErrorText(new ApiError(400, "file_too_large", "x"))).toBe(TOO_LARGE_TEXT);
    const tooManyPixels = "This image is too large (30 megapixels). Please upload one under 24 megapixels.";
    expect(uploadErrorText(new ApiError(400, "image_too_large", tooManyPixels))).toBe(tooManyPixels);
    expect(uploadErrorText(new ApiError(422, "too_many_photos", "x"))).toBe(TOO_MANY_PHOTOS_TEXT);
    expect(uploadErrorText(new ApiError(0, "network_error", "x"))).toMatch(/connection/);
    expect(uploadErrorText(new ApiError(401, "unauthorized", "x"))).toMatch(/Sign in/);
    expect(uploadErrorText(new Error("boom"))).toBe("Upload failed. Please try again.");
  });

  it("offers a retry only when the file itself was not the problem", () => {
    expect(uploadRetryable(new ApiError(400, "invalid_image", "x"))).toBe(false);
    expect(uploadRetryable(new ApiError(400, "file_too_large", "x"))).toBe(false);
    expect(uploadRetryable(new ApiError(400, "image_too_large", "x"))).toBe(false);
    expect(uploadRetryable(new ApiError(422, "too_many_photos", "x"))).toBe(true);
    expect(uploadRetryable(new ApiError(0, "network_error", "x"))).toBe(true);
  });
});

describe("upload queue", () => {
  it("starts queued uploads oldest first without exceeding the limit", () => {
    const items = [
      { key: "a", status: "uploading" as const },
      { key: "b", status: "queued" as const },
      { key: "c", status: "failed" as const },
      { key: "d", status: "queued" as const },
      { key: "e", status: "queued" as const },
    ];
    expect(uploadsToStart(items, 3)).toEqual(["b", "d"]);
    expect(uploadsToStart(items, 1)).toEqual([]);
  });
});

describe("ordering", () => {
  const photos = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("moves photos and clamps at the ends", () => {
    expect(moveItem(photos, 0, 1).map((p) => p.id)).toEqual(["b", "a", "c"]);
    expect(moveItem(photos, 2, 0).map((p) => p.id)).toEqual(["c", "a", "b"]);
    expect(moveItem(photos, 2, 5).map((p) => p.id)).toEqual(["a", "b", "c"]);
    expect(moveItem(photos, 7, 0)).toEqual(photos);
  });

  it("makes a photo the cover by moving it first", () => {
    expect(makeCover(photos, "c").map((p) => p.id)).toEqual(["c", "a", "b"]);
    expect(makeCover(photos, "a")).toEqual(photos);
    expect(makeCover(photos, "zzz")).toEqual(photos);
    expect(sameOrder(photos, makeCover(photos, "a"))).toBe(true);
    expect(sameOrder(photos, makeCover(photos, "b"))).toBe(false);
  });

  it("formats sizes", () => {
    expect(formatBytes(500)).toBe("500 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});

describe("mergePhotoLists", () => {
  it("keeps the on-screen order and every photo shown, and adds the server's new ones", () => {
    const local = [{ id: "b" }, { id: "a" }, { id: "not-listed-yet" }];
    const server = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
    expect(mergePhotoLists(local, server, []).map((p) => p.id)).toEqual([
      "b",
      "a",
      "not-listed-yet",
      "c",
      "d",
    ]);
    expect(mergePhotoLists([], server, [])).toEqual(server);
  });

  it("never brings back a photo removed here", () => {
    const server = [{ id: "a" }, { id: "gone" }, { id: "c" }];
    expect(mergePhotoLists([{ id: "a" }], server, ["gone"]).map((p) => p.id)).toEqual(["a", "c"]);
  });
});
