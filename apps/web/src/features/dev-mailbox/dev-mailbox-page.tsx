import type { DevMailMessage } from "@roost/shared/contracts/mail.ts";
import { Download, Inbox, LogIn, Mail, Paperclip, RefreshCw, ServerOff } from "lucide-react";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { ApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useDevMailbox } from "./dev-mailbox.queries.ts";
import { kindLabel, mailTime, selectedMessage } from "./mailbox-view.ts";

const NOT_AVAILABLE = "The development mailbox is not available on this server.";

/** /dev/mailbox: the outbox of a development server (booking confirmations and their .ics files). */
export function DevMailboxPage() {
  usePageMeta("Development mailbox");
  const { user, loading } = useAuth();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mailbox = useDevMailbox(Boolean(user));
  const status = mailbox.error instanceof ApiError ? mailbox.error.status : null;

  let body: React.ReactNode;
  if (loading || (user && mailbox.isPending)) body = <MailboxSkeleton />;
  else if (!user || status === 401)
    body = (
      <EmptyState
        icon={<LogIn className="size-8" aria-hidden />}
        title="Sign in to see the development mailbox"
        action={
          <Button asChild>
            <Link to="/auth">Sign in</Link>
          </Button>
        }
      >
        It lists the emails this development server would have sent.
      </EmptyState>
    );
  else if (status === 404)
    body = <EmptyState icon={<ServerOff className="size-8" aria-hidden />} title={NOT_AVAILABLE} />;
  else if (mailbox.isError)
    body = <ErrorState message="We couldn't load the mailbox." onRetry={() => mailbox.refetch()} />;
  else if (!mailbox.data || mailbox.data.length === 0)
    body = (
      <EmptyState icon={<Inbox className="size-8" aria-hidden />} title="No emails yet">
        Booking confirmations appear here when a viewing is scheduled or confirmed.
      </EmptyState>
    );
  else {
    const messages = mailbox.data;
    const selected = selectedMessage(messages, selectedId);
    body = (
      <div className="grid gap-4 lg:grid-cols-[340px_minmax(0,1fr)]">
        <Card className="self-start overflow-hidden lg:max-h-[calc(100dvh-14rem)] lg:overflow-y-auto">
          <ul aria-label="Emails" className="divide-y divide-stone-100">
            {messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(message.id)}
                  aria-current={selected?.id === message.id ? "true" : undefined}
                  className={cn(
                    "block w-full px-4 py-3 text-left transition-colors hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                    selected?.id === message.id && "bg-brand-50 hover:bg-brand-50",
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <Badge tone="brand">{kindLabel(message.kind)}</Badge>
                    <time dateTime={message.created_at} className="text-xs text-stone-500">
                      {mailTime(message.created_at)}
                    </time>
                  </span>
                  <span className="mt-1.5 block truncate text-sm font-semibold text-stone-900">
                    {message.subject || "(no subject)"}
                  </span>
                  <span className="block truncate text-xs text-stone-500">To {message.to.join(", ")}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        {selected && <MessageDetail key={selected.id} message={selected} />}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
            <Mail className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-bold text-stone-900">Development mailbox</h1>
            <p className="text-sm text-stone-500">Emails the server would have sent. Development only.</p>
          </div>
        </div>
        {user && !mailbox.isError && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => mailbox.refetch()}
            loading={mailbox.isFetching}
          >
            {!mailbox.isFetching && <RefreshCw className="size-4" aria-hidden />} Refresh
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}

function MessageDetail({ message }: { message: DevMailMessage }) {
  const [view, setView] = useState<"html" | "text">(message.has_html ? "html" : "text");
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="space-y-1 border-b border-stone-200 p-4">
        <h2 className="text-lg font-semibold break-words text-stone-900">
          {message.subject || "(no subject)"}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-stone-500">To</dt>
          <dd className="break-words text-stone-800">{message.to.join(", ")}</dd>
          <dt className="text-stone-500">Kind</dt>
          <dd className="text-stone-800">{kindLabel(message.kind)}</dd>
          <dt className="text-stone-500">Sent</dt>
          <dd className="text-stone-800">{mailTime(message.created_at)}</dd>
          {Object.entries(message.headers).map(([name, value]) => (
            <Fragment key={name}>
              <dt className="text-stone-500">{name}</dt>
              <dd className="break-all font-mono text-xs text-stone-800">{value}</dd>
            </Fragment>
          ))}
        </dl>
        {message.attachments.length > 0 && (
          <ul className="flex flex-wrap gap-2 pt-2" aria-label="Attachments">
            {message.attachments.map((attachment) => (
              <li key={attachment.index}>
                <a
                  href={attachment.url}
                  download={attachment.filename}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50"
                >
                  <Paperclip className="size-3.5 text-stone-500" aria-hidden />
                  {attachment.filename}
                  <Download className="size-3.5 text-stone-500" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex gap-1 border-b border-stone-200 px-4 py-2" role="tablist" aria-label="Body format">
        {message.has_html && (
          <TabButton active={view === "html"} onClick={() => setView("html")}>
            HTML preview
          </TabButton>
        )}
        <TabButton active={view === "text"} onClick={() => setView("text")}>
          Plain text
        </TabButton>
      </div>
      {view === "html" && message.has_html ? (
        <iframe
          title={`HTML preview of ${message.subject}`}
          // Same origin (no scripts), so the mail's own images (/files photos) load under the page's
          // CSP as 'self'; an opaque origin matches nothing over plain http.
          sandbox="allow-same-origin"
          srcDoc={message.html}
          className="h-[420px] w-full border-0 bg-white sm:h-[560px]"
        />
      ) : (
        <pre className="max-h-[560px] overflow-auto p-4 font-mono text-sm break-words whitespace-pre-wrap text-stone-800">
          {message.text || "(empty)"}
        </pre>
      )}
    </Card>
  );
}

function TabButton({ active, onClick, children }: { active: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onClick}
      className={cn(
        "rounded-md px-3 py-1 text-sm font-medium",
        active ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200" : "text-stone-600 hover:bg-stone-100",
      )}
    >
      {children}
    </button>
  );
}

function MailboxSkeleton() {
  return (
    <div
      className="grid gap-4 lg:grid-cols-[340px_minmax(0,1fr)]"
      role="status"
      aria-busy="true"
      aria-label="Loading mailbox"
    >
      <Card className="space-y-4 p-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </Card>
      <Card className="space-y-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-64" />
      </Card>
    </div>
  );
}
