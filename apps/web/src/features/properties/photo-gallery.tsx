import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { PhotoPlaceholder } from "../../components/property/photo-placeholder.tsx";
import { photoSrcSet, ResponsivePhoto } from "../../components/property/responsive-photo.tsx";
import { cn } from "../../components/ui/cn.ts";

/** The viewer's width: the page's main column beside the 22rem contact panel from lg, else the screen. */
const VIEWER_SIZES = "(min-width: 1280px) 848px, (min-width: 1024px) calc(100vw - 27rem), 100vw";
/** Thumbnails are 96–112 px wide. */
const THUMB_SIZES = "112px";

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD = 40;

/**
 * The listing's photos: one large image with previous/next buttons, a 'n / total' counter and
 * thumbnails. ← and → work while the gallery has focus, and a horizontal swipe on a touch screen
 * (pointer events, so vertical scrolling is left alone) moves between photos.
 */
export function PhotoGallery({ photos, title }: { photos: readonly PropertyPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const total = photos.length;
  const hintId = useId();

  // A different listing (same component, new photos) starts from its first photo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the photo set changes.
  useEffect(() => setIndex(0), [photos]);

  // Keep the current thumbnail in view when moving with the buttons or the keyboard. Only the strip
  // scrolls (scrollIntoView could also scroll the page).
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const left = thumb.offsetLeft; // the strip is positioned, so this is relative to it
    if (left < strip.scrollLeft || left + thumb.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left: left - (strip.clientWidth - thumb.offsetWidth) / 2, behavior: "smooth" });
    }
  }, [index]);

  // Warm the cache for the next photo so the next button feels instant.
  useEffect(() => {
    if (photos.length < 2) return;
    const next = photos[(index + 1) % photos.length];
    if (!next) return;
    const warm = new Image();
    if (next.variants) {
      // The size and format the viewer's <picture> will choose, not the original.
      warm.sizes = VIEWER_SIZES;
      warm.srcset = photoSrcSet(next.variants, next.variants.formats[0] ?? "webp");
    }
    warm.src = next.large;
  }, [index, photos]);

  if (total === 0) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-2xl border border-stone-200">
        <PhotoPlaceholder large />
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const photo = photos[current] as PropertyPhoto;
  const go = (delta: number) => setIndex((i) => (((i + delta) % total) + total) % total);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(-1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === "mouse") return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) > SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const navButton =
    "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md ring-1 ring-stone-900/10 transition hover:bg-white";

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} className="space-y-3">
      <p id={hintId} className="sr-only">
        Use the left and right arrow keys to change photo.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and swipes here mirror the labelled buttons inside. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the focusable viewer takes ← and → (carousel pattern).
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        aria-describedby={hintId}
        className="relative aspect-[3/2] touch-pan-y select-none overflow-hidden rounded-2xl bg-stone-900"
      >
        <ResponsivePhoto
          key={photo.id}
          src={photo.large}
          variants={photo.variants}
          width={photo.width}
          height={photo.height}
          sizes={VIEWER_SIZES}
          alt={`${title}, ${current + 1} of ${total}`}
          // The first photo is the property page's largest image.
          priority={current === 0}
          draggable={false}
          className="size-full object-cover"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous photo"
              className={cn(navButton, "left-3")}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next photo"
              className={cn(navButton, "right-3")}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
        <span
          className="absolute bottom-3 right-3 rounded-md bg-stone-900/75 px-2.5 py-1 text-sm font-medium tabular-nums text-white"
          aria-live="polite"
          data-testid="photo-counter"
        >
          {current + 1} / {total}
        </span>
      </div>

      {total > 1 && (
        <ul ref={thumbs} className="relative flex gap-2 overflow-x-auto p-1" aria-label="Choose a photo">
          {photos.map((p, i) => (
            <li key={p.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${total}`}
                aria-current={i === current ? "true" : undefined}
                className={cn(
                  "block h-16 w-24 overflow-hidden rounded-lg ring-offset-2 transition sm:h-20 sm:w-28",
                  i === current ? "ring-2 ring-brand-600" : "opacity-70 hover:opacity-100",
                )}
              >
                <ResponsivePhoto
                  src={p.card}
                  variants={p.variants}
                  width={640}
                  height={480}
                  sizes={THUMB_SIZES}
                  alt=""
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
