import { AlertCircle, RotateCcw, X } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";
import { IconButton } from "./icon-button.tsx";
import { formatBytes, type UploadItem } from "./photo-uploads.ts";

/** One photo on its way up: its progress, or why it failed with retry (when that can help) and dismiss. */
export function UploadRow({
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
