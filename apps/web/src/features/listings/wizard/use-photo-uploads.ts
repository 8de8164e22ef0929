import { useCallback, useEffect, useRef, useState } from "react";
import { type PhotoUploaded, uploadPhoto } from "../listings.queries.ts";
import {
  screenFiles,
  type UploadItem,
  uploadErrorText,
  uploadRetryable,
  uploadsToStart,
} from "./photo-uploads.ts";

let seq = 0;
const nextKey = () => `upload-${++seq}`;

/**
 * The photo upload queue. It lives in the wizard, not the photos step, so uploads keep going
 * while the landlord moves on to the next step. Each file is its own request with its own
 * progress; up to UPLOAD_CONCURRENCY run at once and a refused file never stops the others.
 */
export function usePhotoUploads({
  propertyId,
  photoCount,
  onUploaded,
}: {
  propertyId: string | null;
  photoCount: number;
  onUploaded(result: PhotoUploaded): void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((prev) => prev.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  // Starts queued uploads whenever a slot is free.
  useEffect(() => {
    if (!propertyId) return;
    const keys = uploadsToStart(items);
    if (keys.length === 0) return;
    setItems((prev) =>
      prev.map((i) => (keys.includes(i.key) ? { ...i, status: "uploading", progress: 0 } : i)),
    );
    for (const key of keys) {
      const item = items.find((i) => i.key === key);
      if (!item) continue;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadPhoto(propertyId, item.file, {
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      })
        .then((result) => {
          controllers.current.delete(key);
          onUploadedRef.current(result);
          drop(key);
        })
        .catch((error: unknown) => {
          controllers.current.delete(key);
          if ((error as Error)?.name === "AbortError") return;
          update(key, {
            status: "failed",
            error: uploadErrorText(error),
            progress: 0,
            retryable: uploadRetryable(error),
          });
        });
    }
  }, [items, propertyId, update, drop]);

  // Leaving the page cancels what is still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  const pending = items.filter((i) => i.status !== "failed").length;

  const add = useCallback(
    (files: File[]) => {
      const { accepted, rejected } = screenFiles(files, photoCount, pending);
      const image = (f: File) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : undefined);
      const added: UploadItem[] = [
        ...accepted.map((file) => ({
          key: nextKey(),
          file,
          status: "queued" as const,
          progress: 0,
          retryable: true,
          previewUrl: image(file),
        })),
        ...rejected.map(({ file, message }) => ({
          key: nextKey(),
          file,
          status: "failed" as const,
          progress: 0,
          error: message,
          retryable: false,
          previewUrl: undefined,
        })),
      ];
      setItems((prev) => [...prev, ...added]);
    },
    [photoCount, pending],
  );

  const retry = useCallback(
    (key: string) => update(key, { status: "queued", error: undefined, progress: 0 }),
    [update],
  );

  return { items, add, retry, dismiss: drop, uploading: pending > 0 };
}
