import type { ConversationDetail, ConversationProperty } from "@roost/shared/contracts/conversations.ts";
import { ArrowLeft, ExternalLink, Home, MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { ResponseTimeText, TrustedLandlordBadge } from "../../components/property/landlord-trust.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { Chat, useConversationDetail } from "../messages/index.ts";
import { ReviewPrompt } from "../reviews/index.ts";
import { DealCardArea } from "./deal-card-area.tsx";

/** /inquiries/:conversationId: the chat about a property plus its summary and the viewing/deal card. */
export function InquiryPage() {
  usePageMeta("Inquiry");
  const { conversationId = "" } = useParams();
  const { profile } = useAuth();
  const detail = useConversationDetail(conversationId);
  const studentViewer = profile?.user_type === "student";

  return (
    <div className="space-y-4">
      <Link
        to="/inquiries"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> {studentViewer ? "Your Inquiries" : "All enquiries"}
      </Link>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_300px]">
        <div className="space-y-3 xl:order-2">
          <PropertySummary property={detail.data?.property} loading={detail.isPending} />
          <DealCardArea conversationId={conversationId} conversation={detail.data} />
          {studentViewer && <ReviewPrompt conversationId={conversationId} />}
        </div>
        <Chat
          key={conversationId}
          conversationId={conversationId}
          listPath="/inquiries"
          className="h-[calc(100dvh-10rem)] min-h-[460px] xl:order-1 xl:h-[calc(100dvh-12rem)] xl:min-h-[560px]"
          renderHeaderMeta={(d) => <InquiryHeaderMeta detail={d} studentViewer={studentViewer} />}
        />
      </div>
    </div>
  );
}

function InquiryHeaderMeta({
  detail,
  studentViewer,
}: {
  detail: ConversationDetail;
  studentViewer: boolean;
}) {
  const name = detail.other_party?.display_name || (studentViewer ? "Property Owner" : "Student");
  const trust = studentViewer ? detail.landlord_trust : null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-stone-500">
      <span className="font-medium text-stone-700">{name}</span>
      {trust?.verified && <TrustedLandlordBadge />}
      {trust && <ResponseTimeText responseTime={trust.response_time} />}
    </div>
  );
}

function PropertySummary({
  property,
  loading,
}: {
  property?: ConversationProperty | null;
  loading: boolean;
}) {
  if (loading)
    return (
      <Card className="flex gap-3 p-3 xl:flex-col">
        <Skeleton className="size-20 shrink-0 rounded-lg xl:h-36 xl:w-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-5/6" />
        </div>
      </Card>
    );
  if (!property) return null;
  return (
    <Card className="flex gap-3 overflow-hidden p-3 xl:flex-col xl:p-0">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-stone-100 xl:h-40 xl:w-full xl:rounded-none">
        {property.cover_url ? (
          <img src={property.cover_url} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <Home className="size-8" aria-hidden />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 xl:px-4 xl:pb-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">Enquiry about</p>
        <h2 className="truncate font-semibold text-stone-900">{property.title}</h2>
        <p className="mt-0.5 flex items-start gap-1 text-sm text-stone-500">
          <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            {property.address_line_1}, {property.town} {property.postcode}
          </span>
        </p>
        <Link
          to={`/property/${property.id}`}
          className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          View property <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </div>
    </Card>
  );
}
