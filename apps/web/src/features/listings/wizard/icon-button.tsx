import type { ReactNode } from "react";
import { cn } from "../../../components/ui/cn.ts";

/** A small square icon button of the photos step; its label is both its accessible name and tooltip. */
export function IconButton({
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
