import { cn } from "../ui/cn.ts";

/** Shown where a listing has no photo (spec §2: a placeholder image when none). */
export function PhotoPlaceholder({ className, large }: { className?: string; large?: boolean }) {
  return (
    <div
      className={cn(
        "flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 via-stone-50 to-stone-100 text-brand-700",
        className,
      )}
    >
      <svg viewBox="0 0 120 90" className={large ? "w-40 sm:w-48" : "w-24"} aria-hidden>
        <rect x="8" y="80" width="104" height="4" rx="2" fill="currentColor" opacity=".15" />
        <rect x="80" y="20" width="8" height="14" fill="currentColor" opacity=".6" />
        <path
          d="M22 44 60 14l38 30v36H22z"
          fill="#fff"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M14 48 60 11l46 37"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="52" y="54" width="16" height="26" rx="2" fill="currentColor" opacity=".85" />
        <rect x="31" y="50" width="13" height="12" rx="1.5" fill="currentColor" opacity=".25" />
        <rect x="76" y="50" width="13" height="12" rx="1.5" fill="currentColor" opacity=".25" />
      </svg>
      <span className={cn("font-medium text-stone-500", large ? "text-sm" : "text-xs")}>No photos yet</span>
    </div>
  );
}
