import { PROPERTY_PHOTOS_MAX } from "@roost/shared/domain/constants.ts";
import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { PHOTO_MAX_SIZE_TEXT } from "./photo-uploads.ts";

/**
 * Where photos are added: files dropped from the desktop or chosen with the button (the keyboard
 * route). Only file drags light it up, so reordering the photos below does not.
 */
export function PhotoDropZone({ count, onFiles }: { count: number; onFiles(files: File[]): void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);
  const full = count >= PROPERTY_PHOTOS_MAX;

  const isFileDrag = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

  const onZoneDrop = (e: DragEvent) => {
    if (!isFileDrag(e)) return;
    e.preventDefault();
    setDragOver(false);
    onFiles(Array.from(e.dataTransfer.files));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for mouse users; the button inside is the keyboard route.
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
        JPG, PNG, WebP, GIF or AVIF, up to {PHOTO_MAX_SIZE_TEXT} each · {count} of {PROPERTY_PHOTOS_MAX}{" "}
        photos
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
          if (files.length) onFiles(files);
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
  );
}
