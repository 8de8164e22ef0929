import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { ChevronLeft, ChevronRight, GripVertical, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { IconButton } from "./icon-button.tsx";
import { makeCover, moveItem } from "./photo-uploads.ts";

const PHOTO_DRAG_TYPE = "application/x-roost-photo";

/**
 * The listing's photos in order, the first being the cover: reordered by dragging (mouse) or the
 * arrow buttons (keyboard, phones), each with make-cover and remove.
 */
export function PhotoGrid({
  photos,
  onReorder,
  onRemove,
}: {
  photos: PropertyPhoto[];
  onReorder(next: PropertyPhoto[], announcement: string): void;
  onRemove(photo: PropertyPhoto): void;
}) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onReorder(moveItem(photos, from, to), `Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  return (
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
                onClick={() => onRemove(photo)}
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
  );
}
