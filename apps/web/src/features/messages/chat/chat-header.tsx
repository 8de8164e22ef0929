// The chat's header: back arrow (to the inbox), avatar, title and a subtitle naming who is in
// the conversation or which property it is about; skeleton while loading, retry on failure.

import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { AlertCircle, ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { Skeleton } from "../../../components/ui/feedback.tsx";
import { conversationTitle } from "../messages.queries.ts";

export function ChatHeader({
  detail,
  loading,
  failed,
  onRetry,
  showBack,
  listPath,
  meta,
  actions,
}: {
  detail?: ConversationDetail;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  showBack?: boolean | "mobile";
  listPath: string;
  meta: ReactNode;
  /** Controls at the header's end (the safety menu of a one-to-one chat). */
  actions?: ReactNode;
}) {
  const title = detail ? conversationTitle(detail) : "";
  const subtitle = detail ? headerSubtitle(detail) : "";
  return (
    <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-3 py-3 sm:px-4">
      {showBack && (
        <Link
          to={listPath}
          className={cn(
            "-ml-1 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900",
            showBack === "mobile" && "md:hidden",
          )}
          aria-label="Back to conversations"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
      )}
      {loading ? (
        <>
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </>
      ) : failed || !detail ? (
        <div className="flex flex-1 items-center gap-2 text-sm text-red-700" role="alert">
          <AlertCircle className="size-4" aria-hidden />
          {ERROR_TEXTS.conversation_details_failed.title}
          <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
            Try again
          </button>
        </div>
      ) : (
        <>
          <Avatar src={detail.avatar_url ?? detail.other_party?.avatar_url} name={title} size={40} />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold text-stone-900">{title}</h2>
            {meta ?? (subtitle && <p className="truncate text-xs text-stone-500">{subtitle}</p>)}
          </div>
          {actions}
        </>
      )}
    </header>
  );
}

function headerSubtitle(detail: ConversationDetail): string {
  if (detail.type === "group") {
    const names = detail.participants
      .filter((p) => p.user_id !== detail.viewer.user_id)
      .map((p) => p.display_name || "Member");
    return names.length ? `You, ${names.join(", ")}` : "Only you so far";
  }
  if (detail.type === "landlord_tenant" && detail.property) {
    const other = detail.other_party?.display_name;
    const address = `${detail.property.address_line_1}, ${detail.property.town}`;
    return other ? `${other} · ${address}` : address;
  }
  return "Direct message";
}
