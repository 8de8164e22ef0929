import type { FlashMessage } from "@roost/shared/contracts/form-posts.ts";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { cn } from "../ui/cn.ts";

/** The flash notice's bar itself (see flash-notice.tsx), loaded only when there is one to show. */
export function FlashBar({ flash, onDismiss }: { flash: FlashMessage; onDismiss: () => void }) {
  const Icon = flash.tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        "border-b px-4 py-3 text-sm sm:px-6",
        flash.tone === "success"
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="flex-1">
          <span className="font-semibold">{flash.title}</span>
          {flash.description && <span> — {flash.description}</span>}
        </p>
        <button
          type="button"
          className="rounded p-0.5 hover:bg-black/5"
          aria-label="Dismiss"
          onClick={onDismiss}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
