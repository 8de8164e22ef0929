import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { PROPERTY_PHOTOS_MAX } from "@roost/shared/domain/constants.ts";
import {
  AlertCircle,
  ChevronLeft,
  ChevronRight,
  GripVertical,
  ImagePlus,
  RotateCcw,
  Star,
  Trash2,
  X,
} from "lucide-react";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { FieldError } from "./form-controls.tsx";
import { formatBytes, makeCover, moveItem, PHOTO_MAX_SIZE_TEXT, type UploadItem } from "./photo-uploads.ts";
import type { usePhotoUploads } from "./use-photo-uploads.ts";

const PHOTO_DRAG_TYPE = "application/x-roost-photo";

export function PhotosStep({
  photos,
  uploads,
  onReorder,
  onRemove,
  error,
}: {
  photos: PropertyPhoto[];
  uploads: ReturnType<typeof usePhotoUploads>;
  onReorder(next: PropertyPhoto[], announcement: string): void;
  onRemove(photo: PropertyPhoto): Promise<boolean>;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [removing, setRemoving] = useState<PropertyPhoto | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const full = photos.length >= PROPERTY_PHOTOS_MAX;

  const isFileDrag = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

  const onZoneDrop = (e: DragEvent) => {
    if (!isFileDrag(e)) return;
    e.preventDefault();
    setDragOver(false);
    uploads.add(Array.from(e.dataTransfer.files));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onReorder(moveItem(photos, from, to), `Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    const ok = await onRemove(removing);
    setRemoveBusy(false);
    if (ok) setRemoving(null);
  };

  return (
    <div className="space-y-6">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for mouse users; the button inside is the keyboard route. */}
      <div
        onDragEnter={(e) => isFileDrag(e) && setDragOver(true)}
        onDragOver={(e) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setDragOver(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={onZoneDrop}
        className={cn(
          "flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          dragOver ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-stone-50",
          full && "opacity-60",
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-stone-200">
          <ImagePlus className="size-6" aria-hidden />
        </span>
        <p className="mt-3 font-medium text-stone-900">
          <span className="hidden sm:inline">Drag photos here, or choose them from your device</span>
          <span className="sm:hidden">Add photos of every room</span>
        </p>
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          JPG, PNG, WebP, GIF or AVIF, up to {PHOTO_MAX_SIZE_TEXT} each · {photos.length} of{" "}
          {PROPERTY_PHOTOS_MAX} photos
        </p>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="hidden"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Reset so picking the same file again still fires a change.
            e.target.value = "";
            if (files.length) uploads.add(files);
          }}
        />
        <Button
          type="button"
          className="mt-4"
          onClick={() => inputRef.current?.click()}
          disabled={full}
          aria-describedby={hintId}
        >
          Choose photos
        </Button>
      </div>
      <FieldError>{error}</FieldError>

      {uploads.items.length > 0 && (
        <section aria-label="Uploads">
          <ul className="space-y-2">
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
            ))}
          </ul>
        </section>
      )}

      {photos.length > 0 ? (
        <section aria-labelledby="photos-heading">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="photos-heading" className="text-sm font-medium text-stone-800">
              Your photos
            </h3>
            <p className="text-xs text-stone-500">
              The first photo is the cover.{" "}
              <span className="hidden sm:inline">Drag to reorder or use the arrows.</span>
              <span className="sm:hidden">Use the arrows to reorder.</span>
            </p>
          </div>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, i) => (
              <li
                key={photo.id}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(PHOTO_DRAG_TYPE, String(i));
                  e.dataTransfer.effectAllowed = "move";
                  setDragIndex(i);
                }}
                onDragEnd={() => {
                  setDragIndex(null);
                  setDropIndex(null);
                }}
                onDragOver={(e) => {
                  if (!Array.from(e.dataTransfer.types).includes(PHOTO_DRAG_TYPE)) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = "move";
                  setDropIndex(i);
                }}
                onDrop={(e) => {
                  const from = Number(e.dataTransfer.getData(PHOTO_DRAG_TYPE));
                  if (Number.isNaN(from) || e.dataTransfer.getData(PHOTO_DRAG_TYPE) === "") return;
                  e.preventDefault();
                  setDropIndex(null);
                  setDragIndex(null);
                  move(from, i);
                }}
                className={cn(
                  "group overflow-hidden rounded-xl border bg-white shadow-sm transition",
                  dropIndex === i && dragIndex !== i
                    ? "border-brand-600 ring-2 ring-brand-600"
                    : "border-stone-200",
                  dragIndex === i && "opacity-50",
                )}
              >
                <div className="relative aspect-[4/3] bg-stone-100">
                  <img
                    src={photo.card}
                    alt={`${i + 1} of ${photos.length}${i === 0 ? ", cover" : ""}`}
                    className="size-full object-cover"
                    loading="lazy"
                    draggable={false}
                  />
                  {i === 0 && (
                    <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-900 shadow">
                      <Star className="size-3" aria-hidden />
                      Cover
                    </span>
                  )}
                  <span
                    className="absolute right-2 top-2 hidden cursor-grab rounded-md bg-white/90 p-1 text-stone-600 shadow sm:block"
                    aria-hidden
                  >
                    <GripVertical className="size-4" />
                  </span>
                </div>
                <div className="flex items-center gap-1 p-1.5">
                  <IconButton
                    label={`Move photo ${i + 1} left`}
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                  >
                    <ChevronLeft className="size-4" />
                  </IconButton>
                  <IconButton
                    label={`Move photo ${i + 1} right`}
                    onClick={() => move(i, i + 1)}
                    disabled={i === photos.length - 1}
                  >
                    <ChevronRight className="size-4" />
                  </IconButton>
                  {i > 0 && (
                    <button
                      type="button"
                      onClick={() =>
                        onReorder(makeCover(photos, photo.id), `Photo ${i + 1} is now the cover photo.`)
                      }
                      className="ml-auto inline-flex h-8 items-center gap-1 whitespace-nowrap rounded-md px-2 text-xs font-medium text-brand-800 hover:bg-brand-50"
                      aria-label={`Make photo ${i + 1} the cover`}
                      title="Make cover"
                    >
                      <Star className="size-4 sm:hidden" aria-hidden />
                      <span className="hidden sm:inline">Make cover</span>
                    </button>
                  )}
                  <IconButton
                    label={`Remove photo ${i + 1}`}
                    onClick={() => setRemoving(photo)}
                    danger
                    className={cn(i === 0 && "ml-auto")}
                  >
                    <Trash2 className="size-4" />
                  </IconButton>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        uploads.items.length === 0 && (
          <p className="text-center text-sm text-stone-500">
            No photos yet. Listings with photos get far more views.
          </p>
        )
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !removeBusy && setRemoving(null)}
        title="Remove this photo?"
        description="It will be deleted from your listing. You can upload it again later."
        confirmLabel="Remove photo"
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  className,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        "flex size-8 items-center justify-center rounded-md disabled:pointer-events-none disabled:opacity-30",
        danger ? "text-red-700 hover:bg-red-50" : "text-stone-600 hover:bg-stone-100",
        className,
      )}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}

function UploadRow({
  item,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onRetry(key: string): void;
  onDismiss(key: string): void;
}) {
  const failed = item.status === "failed";
  const percent = Math.round(item.progress * 100);
  return (
    <li
      className={cn(
        "flex items-center gap-3 rounded-xl border bg-white p-2.5 pr-3",
        failed ? "border-red-200 bg-red-50/50" : "border-stone-200",
      )}
    >
      <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-stone-100">
        {item.previewUrl && !failed ? (
          <img src={item.previewUrl} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <AlertCircle className="size-5" aria-hidden />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium text-stone-900">{item.file.name}</span>
          <span className="shrink-0 text-xs text-stone-500">{formatBytes(item.file.size)}</span>
        </p>
        {failed ? (
          <p className="mt-0.5 text-xs font-medium text-red-700" role="alert">
            {item.error}
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={`Uploading ${item.file.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                style={{ width: `${item.status === "queued" ? 0 : Math.max(percent, 3)}%` }}
              />
            </div>
            <span className="w-16 shrink-0 text-right text-xs tabular-nums text-stone-500">
              {item.status === "queued" ? "Waiting" : percent >= 100 ? "Processing" : `${percent}%`}
            </span>
          </div>
        )}
      </div>
      {failed && (
        <div className="flex shrink-0 items-center gap-1">
          {item.retryable && (
            <IconButton label={`Try ${item.file.name} again`} onClick={() => onRetry(item.key)}>
              <RotateCcw className="size-4" />
            </IconButton>
          )}
          <IconButton label={`Dismiss ${item.file.name}`} onClick={() => onDismiss(item.key)}>
            <X className="size-4" />
          </IconButton>
        </div>
      )}
    </li>
  );
}
