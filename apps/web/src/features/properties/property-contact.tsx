// Talking about a listing: the owner's card, messaging the landlord, the owner's own actions,
// sharing, and the safety tip beside them.
import { MESSAGE_LANDLORD_TEXTS, messageLandlordFormPath } from "@roost/shared/contracts/form-posts.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  isLiveStatus,
  PROPERTY_OWNER_FALLBACK_NAME,
  PROPERTY_STATUS_LABELS,
} from "@roost/shared/domain/property.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { ChartColumn, MessageSquare, Pencil, Share2, ShieldCheck } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { ResponseTimeText, TrustedLandlordBadge } from "../../components/property/landlord-trust.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { copyText } from "../../lib/clipboard.ts";
import { notify } from "../../lib/toast.ts";
import { useStartInquiry } from "./properties.queries.ts";

export function SafetyTip({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        "flex gap-2.5 rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-600",
        className,
      )}
    >
      <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span>
        Stay safe: view a home in person and read the tenancy agreement before you pay any deposit or rent.
      </span>
    </p>
  );
}

export function OwnerCard({ owner, isOwner }: { owner: PropertyDetail["owner"]; isOwner: boolean }) {
  const name = owner.display_name.trim() || PROPERTY_OWNER_FALLBACK_NAME;
  return (
    <Card className="p-5">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        {isOwner ? "Listed by you" : "Listed by"}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={owner.avatar_url} name={name} size={52} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{name}</p>
          {/* The server writes the sentence, in UK time: "Member since November 2026". */}
          <p className="text-sm text-stone-500">{owner.member_since}</p>
        </div>
      </div>
      {(owner.trust.verified || owner.trust.response_time) && (
        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-500">
          {owner.trust.verified && <TrustedLandlordBadge />}
          <ResponseTimeText responseTime={owner.trust.response_time} />
        </div>
      )}
    </Card>
  );
}

export function MessageLandlord({ propertyId }: { propertyId: string }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const inquiry = useStartInquiry();

  const signIn = signInPath(location.pathname);
  const start = () => {
    if (loading || inquiry.isPending) return;
    inquiry.mutate(propertyId, {
      onSuccess: ({ conversation_id }) => navigate(`/inquiries/${conversation_id}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          navigate(signIn);
        } else if (isApiError(error, "own_property")) {
          notify("error", MESSAGE_LANDLORD_TEXTS.ownListing);
        } else if (isApiError(error) && error.status === 404) {
          notify("error", MESSAGE_LANDLORD_TEXTS.gone);
        } else if (isApiError(error) && error.status !== 0 && error.status < 500) {
          notify("error", errorText(error.code));
        } else {
          notify("error", MESSAGE_LANDLORD_TEXTS.failed);
        }
      },
    });
  };

  const label = (
    <>
      <MessageSquare className="size-5" aria-hidden />
      Message landlord
    </>
  );
  // A visitor's button is a link to sign in, which works before the app has loaded.
  if (!loading && !user) {
    return (
      <div className="space-y-2">
        <Button asChild size="lg" className="w-full">
          <a href={signIn}>{label}</a>
        </Button>
        <p className="text-center text-xs text-stone-500">You'll be asked to sign in first.</p>
      </div>
    );
  }
  // A real form: tapped before the app has loaded, the server opens the enquiry (decision 050).
  return (
    <form
      method="post"
      action={messageLandlordFormPath(propertyId)}
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <Button type="submit" size="lg" className="w-full" loading={inquiry.isPending}>
        {label}
      </Button>
    </form>
  );
}

export function OwnerActions({ property: p }: { property: PropertyDetail }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="text-stone-500">Listing status</span>
        <Badge tone={isLiveStatus(p.status) ? "green" : "amber"}>{PROPERTY_STATUS_LABELS[p.status]}</Badge>
      </div>
      {p.expires_at && isLiveStatus(p.status) && (
        <p className="text-sm text-stone-500">Advert runs until {ukDate(p.expires_at)}</p>
      )}
      <Button asChild size="lg" className="w-full">
        <Link to={`/list-property/edit/${p.id}`}>
          <Pencil className="size-4" aria-hidden /> Edit listing
        </Link>
      </Button>
      <Button asChild variant="secondary" size="lg" className="w-full">
        <Link to={`/property-performance/${p.id}`}>
          <ChartColumn className="size-4" aria-hidden /> View performance
        </Link>
      </Button>
    </div>
  );
}

export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        // Share sheet unavailable after all: fall back to copying.
      }
    }
    if (await copyText(url)) notify("success", "Link copied");
    else notify("error", { title: "Couldn't copy the link", description: url });
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden /> Share
    </Button>
  );
}
