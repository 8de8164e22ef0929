// One row of the chat: a day separator, a system message (deal steps, joins), or a bubble, which
// for our own unsent messages shows "Sending…", "Waiting for connection" (written offline, sent
// by itself when the connection is back) or "Not sent" with Retry instead of the time.

import type { Message } from "@roost/shared/contracts/conversations.ts";
import { OFFLINE_QUEUE_TEXTS } from "@roost/shared/domain/offline-queues.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { AlertCircle, CloudOff, Info, Loader2, RotateCcw } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { type ChatRow, dayLabel, type OutgoingMessage } from "../chat-messages.ts";

export function DaySeparator({ date, now }: { date: string; now: Date }) {
  return (
    <div className="my-4 flex items-center gap-3" aria-hidden={false}>
      <span className="h-px flex-1 bg-stone-200" />
      <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-stone-500 ring-1 ring-stone-200">
        {dayLabel(date, now)}
      </span>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

export function SystemMessage({ message, now }: { message: Message; now: Date }) {
  return (
    <div className="my-3 flex justify-center px-4">
      <p className="inline-flex max-w-md items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2 text-center text-xs text-amber-900">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span className="whitespace-pre-wrap break-words">
          {message.content}
          <time
            dateTime={message.created_at}
            title={ukDateTime(message.created_at)}
            className="ml-2 text-amber-700/80"
          >
            {relativeTime(message.created_at, now)}
          </time>
        </span>
      </p>
    </div>
  );
}

export function Bubble({
  row,
  own,
  firstOfRun,
  showTime,
  sender,
  showSender,
  now,
  onRetry,
}: {
  row: ChatRow;
  own: boolean;
  firstOfRun: boolean;
  /** Only the last bubble of a quick run from one sender carries the time. */
  showTime: boolean;
  sender?: { name: string; avatar: string | null };
  showSender: boolean;
  now: Date;
  onRetry(m: OutgoingMessage): void;
}) {
  const outgoing = row.kind === "outgoing" ? row.message : null;
  const failed = outgoing?.status === "failed";
  const sending = outgoing?.status === "sending";
  const waiting = outgoing?.status === "waiting";
  const created = row.message.created_at;
  return (
    <div className={cn("flex items-end gap-2", own ? "justify-end" : "justify-start", firstOfRun && "mt-3")}>
      {!own && showSender && (
        <span className="w-8 shrink-0">
          {firstOfRun && <Avatar src={sender?.avatar} name={sender?.name ?? "?"} size={32} />}
        </span>
      )}
      <div className={cn("flex max-w-[80%] flex-col sm:max-w-[70%]", own ? "items-end" : "items-start")}>
        {!own && showSender && firstOfRun && (
          <span className="mb-0.5 px-1 text-xs font-medium text-stone-500">
            {sender?.name ?? "Former member"}
          </span>
        )}
        <div
          className={cn(
            "whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug shadow-sm [overflow-wrap:anywhere]",
            failed
              ? "rounded-br-md border border-red-300 bg-red-50 text-red-900"
              : own
                ? "rounded-br-md bg-brand-700 text-white"
                : "rounded-bl-md border border-stone-200 bg-white text-stone-900",
            (sending || waiting) && "opacity-70",
          )}
        >
          {row.message.content}
        </div>
        <div
          className={cn(
            "mt-0.5 flex items-center gap-2 px-1 text-[11px] text-stone-500",
            !showTime && !outgoing && "sr-only",
          )}
        >
          {sending ? (
            <span className="inline-flex items-center gap-1">
              <Loader2 className="size-3 animate-spin" aria-hidden /> Sending…
            </span>
          ) : waiting ? (
            <span className="inline-flex items-center gap-1">
              <CloudOff className="size-3" aria-hidden /> {OFFLINE_QUEUE_TEXTS.messageWaiting}
            </span>
          ) : failed && outgoing ? (
            <>
              <span className="inline-flex items-center gap-1 font-medium text-red-700">
                <AlertCircle className="size-3" aria-hidden /> Not sent
              </span>
              <button
                type="button"
                onClick={() => onRetry(outgoing)}
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                <RotateCcw className="size-3" aria-hidden /> Retry
              </button>
            </>
          ) : (
            <time dateTime={created} title={ukDateTime(created)}>
              {relativeTime(created, now)}
            </time>
          )}
        </div>
      </div>
    </div>
  );
}
