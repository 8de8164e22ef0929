import type { InquiryListItem } from "@roost/shared/contracts/inquiries.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { ChevronRight, Home, MapPin, MessageSquare, Search } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useNow } from "../../lib/time.ts";
import { useInquiries } from "./inquiries.queries.ts";

const YOUR_INQUIRIES = "Your Inquiries";
const ABOUT_YOUR_PROPERTIES = "Enquiries about your properties";

/**
 * /inquiries: the enquiries the user made ('Your Inquiries', §2) and those about the user's own
 * listings. Whoever made an enquiry, of any user type, gets the spec's heading; an owner who only
 * received enquiries gets "Enquiries about your properties"; someone with both sees the received
 * ones in a section of their own under that name.
 */
export function InquiriesPage() {
  const { user, profile } = useAuth();
  const isStudent = profile?.user_type === "student";
  const inquiries = useInquiries();
  const me = user?.id ?? "";
  const mine = inquiries.data?.filter((i) => i.viewer_role !== "landlord") ?? [];
  const received = inquiries.data?.filter((i) => i.viewer_role === "landlord") ?? [];
  const enquirer = isStudent || mine.length > 0;
  const title = enquirer ? YOUR_INQUIRIES : ABOUT_YOUR_PROPERTIES;
  usePageMeta(inquiries.isPending && !isStudent ? "Inquiries" : title);

  return (
    <div className="space-y-5">
      <div>
        {inquiries.isPending && !isStudent ? (
          <div className="space-y-2 py-1" aria-hidden>
            <Skeleton className="h-7 w-64" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
            <p className="text-sm text-stone-500">
              {enquirer
                ? "Homes you've asked about and the landlords' replies."
                : "Students who asked about your listings. Reply quickly to keep them interested."}
            </p>
          </>
        )}
      </div>

      {inquiries.isPending ? (
        <InquiriesSkeleton />
      ) : inquiries.isError ? (
        <ErrorState message="We couldn't load your inquiries." onRetry={() => void inquiries.refetch()} />
      ) : inquiries.data.length === 0 ? (
        <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
            <MessageSquare className="size-8" aria-hidden />
          </span>
          <p className="text-lg font-semibold text-stone-900">No inquiries yet</p>
          <p className="mt-1 max-w-md text-sm text-stone-500">
            {isStudent
              ? "Found a place you like? Message the landlord from its page and the conversation will appear here."
              : "When a student asks about one of your properties, the conversation will appear here."}
          </p>
          <Button asChild className="mt-6">
            <Link to={isStudent ? "/properties-to-rent/all" : "/listings"}>
              <Search className="size-4" aria-hidden /> {isStudent ? "Search homes" : "View my listings"}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <InquiryList label={title} inquiries={enquirer ? mine : received} me={me} />
          {enquirer && received.length > 0 && (
            <section className="space-y-3 pt-3" aria-labelledby="received-inquiries">
              <h2 id="received-inquiries" className="text-lg font-semibold text-stone-900">
                {ABOUT_YOUR_PROPERTIES}
              </h2>
              <InquiryList label={ABOUT_YOUR_PROPERTIES} inquiries={received} me={me} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

function InquiryList({ label, inquiries, me }: { label: string; inquiries: InquiryListItem[]; me: string }) {
  if (inquiries.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label={label}>
      {inquiries.map((inquiry) => (
        <li key={inquiry.conversation_id}>
          <InquiryRow inquiry={inquiry} me={me} />
        </li>
      ))}
    </ul>
  );
}

const STATUS_STYLES: Record<InquiryListItem["status"], string> = {
  pending: "bg-stone-100 text-stone-700 ring-stone-200",
  responded: "bg-accent-400 text-stone-900 ring-accent-500",
  viewed: "bg-brand-50 text-brand-800 ring-brand-200",
};

function InquiryRow({ inquiry, me }: { inquiry: InquiryListItem; me: string }) {
  const now = useNow();
  const fresh = inquiry.status === "responded";
  const property = inquiry.property;
  const last = inquiry.last_message;
  const time = last?.created_at ?? inquiry.last_activity_at;
  const preview = last
    ? `${last.sender_id === me && !last.is_system_message ? "You: " : ""}${last.content.replace(/\s+/g, " ")}`
    : "No messages yet";
  return (
    <Link
      to={`/inquiries/${inquiry.conversation_id}`}
      className={cn(
        "group flex gap-3 rounded-2xl border bg-white p-3 shadow-sm transition hover:shadow-md sm:gap-4 sm:p-4",
        fresh ? "border-accent-400 ring-1 ring-accent-400/40" : "border-stone-200 hover:border-brand-200",
      )}
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-24">
        {property?.cover_url ? (
          <img src={property.cover_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <Home className="size-8" aria-hidden />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{inquiry.title}</p>
            {property && (
              <p className="flex items-center gap-1 truncate text-xs text-stone-500">
                <MapPin className="size-3 shrink-0" aria-hidden />
                <span className="truncate">
                  {property.address_line_1}, {property.town} {property.postcode}
                </span>
              </p>
            )}
          </div>
          <span
            className={cn(
              "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
              STATUS_STYLES[inquiry.status],
            )}
          >
            {inquiry.status_label}
          </span>
        </div>
        <div className="mt-2 flex items-center gap-2">
          <Avatar src={inquiry.other_party.avatar_url} name={inquiry.other_party.display_name} size={24} />
          <span className="truncate text-sm font-medium text-stone-700">
            {inquiry.other_party.display_name}
          </span>
          {inquiry.unread_count > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
              {inquiry.unread_count}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </div>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p
            className={cn(
              "truncate text-sm",
              fresh ? "font-medium text-stone-800" : "text-stone-500",
              last?.is_system_message && "italic",
            )}
          >
            {preview}
          </p>
          <time dateTime={time} title={ukDateTime(time)} className="shrink-0 text-xs text-stone-400">
            {relativeTime(time, now)}
          </time>
        </div>
      </div>
      <ChevronRight
        className="hidden size-5 shrink-0 self-center text-stone-300 group-hover:text-brand-600 sm:block"
        aria-hidden
      />
    </Link>
  );
}

function InquiriesSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
          <Skeleton className="size-24 rounded-xl" />
          <div className="flex-1 space-y-2.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
