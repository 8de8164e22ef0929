import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { formatPounds, priceDisplay } from "@roost/shared/domain/price.ts";
import { memberSinceText } from "@roost/shared/domain/profile.ts";
import {
  ADVERT_TYPE_LABELS,
  areaBySlug,
  furnishingLabel,
  inquiryTitle,
  isLiveStatus,
  PROPERTY_OWNER_FALLBACK_NAME,
  PROPERTY_STATUS_LABELS,
  propertyTypeLabel,
} from "@roost/shared/domain/property.ts";
import {
  Bath,
  BedDouble,
  CalendarDays,
  Car,
  ChartColumn,
  ChevronRight,
  EyeOff,
  House,
  type LucideIcon,
  MapPin,
  MessageSquare,
  Pencil,
  PiggyBank,
  Share2,
  ShieldCheck,
  Sofa,
} from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { copyText } from "../../lib/clipboard.ts";
import { notify } from "../../lib/toast.ts";
import { FavouriteButton } from "../favourites/index.ts";
import { ReportButton } from "../safety/index.ts";
import { PhotoGallery } from "./photo-gallery.tsx";
import { useProperty, useStartInquiry, useTrackPropertyView } from "./properties.queries.ts";
import { availableFromText, depositText, descriptionParagraphs, formatDate } from "./property-format.ts";
import { propertyHead } from "./property-head.ts";

/** The owner's banner on a listing the public cannot see. */
const HIDDEN_STATUS_TEXT: Partial<Record<PropertyDetail["status"], string>> = {
  draft: "Only you can see this listing: it is still a draft.",
  pause: "Only you can see this listing while it is paused.",
  expired: "Only you can see this listing: the advert has expired.",
};

/** /property/:id */
export function PropertyPage() {
  const { id = "" } = useParams();
  const property = useProperty(id);
  if (property.isPending) return <PropertySkeleton />;
  if (property.isError) {
    if (isApiError(property.error, "listing_withdrawn")) return <PropertyNotAvailable withdrawn />;
    if (isApiError(property.error) && (property.error.status === 404 || property.error.status === 400)) {
      return <PropertyNotAvailable />;
    }
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <PageMetaOnly title="Property" />
        <ErrorState
          title="We couldn't load this home"
          message="Check your connection and try again."
          onRetry={() => void property.refetch()}
        />
      </div>
    );
  }
  return <PropertyView property={property.data} />;
}

function PageMetaOnly({ title }: { title: string }) {
  usePageMeta(title);
  return null;
}

function PropertyView({ property: p }: { property: PropertyDetail }) {
  const headline = inquiryTitle(p.bedrooms, p.property_type);
  const area = p.area ? areaBySlug(p.area) : undefined;
  const { title: pageTitle, description, ...extras } = propertyHead(p);
  usePageMeta(pageTitle, description, extras);
  useTrackPropertyView(p.id, !p.is_owner);

  const price = priceDisplay({ advertType: p.advert_type, monthlyRent: p.monthly_rent, rooms: p.rooms });
  const live = isLiveStatus(p.status);
  const title = `${p.address_line_1}, ${p.town}`;

  return (
    <div className="flex-1 bg-stone-50">
      {p.is_owner && !live && (
        <div className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm text-amber-900 sm:px-6">
            <EyeOff className="size-4 shrink-0" aria-hidden />
            {HIDDEN_STATUS_TEXT[p.status] ?? "Only you can see this listing."}
          </p>
        </div>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-5 sm:px-6 sm:pt-6">
        <Breadcrumbs area={area ? { slug: area.slug, name: area.name } : null} current={p.address_line_1} />

        <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-700">{headline}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {p.address_line_1}
            </h1>
            <p className="mt-1 flex items-center gap-1.5 text-stone-600">
              <MapPin className="size-4 shrink-0 text-stone-400" aria-hidden />
              {p.town}
              {p.town && p.postcode ? ", " : ""}
              {p.postcode}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            {!p.is_owner && <FavouriteButton propertyId={p.id} variant="labelled" />}
            {live && <ShareButton title={`${headline} — ${title}`} />}
          </div>
        </header>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <PhotoGallery photos={p.photos} title={title} />
          </div>

          <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <Card className="p-5">
              <p className="text-sm text-stone-500">
                {p.advert_type === "individual_rooms" ? "Rooms" : "Rent"}
              </p>
              <p
                className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900"
                data-testid="property-price"
              >
                {price}
              </p>
              <p className="mt-1 text-sm text-stone-600">
                {p.bills_included ? "Bills included" : "Bills not included"}
                {p.deposit !== null && <> · Deposit {formatPounds(p.deposit)}</>}
              </p>
              {p.status === "let_agreed" && (
                <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
                  Let agreed: the landlord has accepted tenants for this home.
                </p>
              )}
              <div className="mt-5">
                {p.is_owner ? <OwnerActions property={p} /> : <MessageLandlord propertyId={p.id} />}
              </div>
            </Card>
            <OwnerCard owner={p.owner} isOwner={p.is_owner} />
            {!p.is_owner && <ReportButton target="listing" targetId={p.id} className="px-1" />}
            {!p.is_owner && <SafetyTip className="hidden lg:flex" />}
          </aside>

          <div className="space-y-6 lg:col-start-1 lg:row-start-2">
            <PropertyBadges property={p} />
            <KeyFacts property={p} />
            {p.advert_type === "individual_rooms" && p.rooms.length > 0 && <RoomsTable rooms={p.rooms} />}
            <Description text={p.description} />
            {!p.is_owner && <SafetyTip className="lg:hidden" />}
          </div>
        </div>
      </div>
    </div>
  );
}

function SafetyTip({ className }: { className?: string }) {
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

function Breadcrumbs({ area, current }: { area: { slug: string; name: string } | null; current: string }) {
  const crumb = "text-stone-500 hover:text-stone-900 hover:underline";
  const sep = <ChevronRight className="size-3.5 shrink-0 text-stone-400" aria-hidden />;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to="/" className={crumb}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1">
          {sep}
          <Link to="/properties-to-rent/all" className={crumb}>
            Properties to rent
          </Link>
        </li>
        {area && (
          <li className="flex items-center gap-1">
            {sep}
            <Link to={`/properties-to-rent/${area.slug}`} className={crumb}>
              {area.name}
            </Link>
          </li>
        )}
        <li className="hidden min-w-0 items-center gap-1 sm:flex">
          {sep}
          <span aria-current="page" className="truncate font-medium text-stone-700">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function PropertyBadges({ property: p }: { property: PropertyDetail }) {
  const type = propertyTypeLabel(p.property_type);
  const furnishing = furnishingLabel(p.furnishing);
  return (
    <div className="flex flex-wrap gap-2" data-testid="property-badges">
      {p.status === "let_agreed" && <Badge tone="amber">Let agreed</Badge>}
      {p.is_owner && !isLiveStatus(p.status) && (
        <Badge tone="amber">{PROPERTY_STATUS_LABELS[p.status]}</Badge>
      )}
      {type && <Badge tone="brand">{type}</Badge>}
      {furnishing && <Badge>{furnishing}</Badge>}
      {p.parking && (
        <Badge tone="blue">
          <Car className="size-3" aria-hidden /> Parking
        </Badge>
      )}
      {p.bills_included ? <Badge tone="green">Bills included</Badge> : <Badge>Bills not included</Badge>}
    </div>
  );
}

function KeyFacts({ property: p }: { property: PropertyDetail }) {
  const facts: { label: string; value: string; Icon: LucideIcon }[] = [
    {
      label: "Bedrooms",
      value: p.bedrooms === null ? "Ask the landlord" : p.bedrooms === 0 ? "Studio" : String(p.bedrooms),
      Icon: BedDouble,
    },
    {
      label: "Bathrooms",
      value: p.bathrooms === null ? "Ask the landlord" : String(p.bathrooms),
      Icon: Bath,
    },
    { label: "Deposit", value: depositText(p.deposit), Icon: PiggyBank },
    { label: "Available from", value: availableFromText(p.available_from), Icon: CalendarDays },
    { label: "Let type", value: ADVERT_TYPE_LABELS[p.advert_type], Icon: House },
    { label: "Furnishing", value: furnishingLabel(p.furnishing) || "Ask the landlord", Icon: Sofa },
  ];
  return (
    <section
      aria-labelledby="key-facts"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="key-facts" className="text-lg font-semibold text-stone-900">
        Key facts
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        {facts.map(({ label, value, Icon }) => (
          <div key={label} className="flex items-start gap-3">
            <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-700 sm:block">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
              <dd className="mt-0.5 font-semibold text-stone-900">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RoomsTable({ rooms }: { rooms: PropertyDetail["rooms"] }) {
  return (
    <section
      aria-labelledby="rooms"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rooms" className="text-lg font-semibold text-stone-900">
        Rooms
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Room
              </th>
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Rent per month
              </th>
              <th scope="col" className="py-2 pr-3 align-bottom font-medium sm:pr-4">
                Ensuite
              </th>
              <th scope="col" className="py-2 align-bottom font-medium">
                Available from
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rooms.map((room, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id and may share a name.
              <tr key={i}>
                <th scope="row" className="min-w-20 py-3 pr-3 font-medium text-stone-900 sm:pr-4">
                  {room.name}
                </th>
                <td className="py-3 pr-3 sm:pr-4 font-semibold text-stone-900">
                  {room.monthlyRent ? formatPounds(room.monthlyRent) : "Contact for price"}
                </td>
                <td className="py-3 pr-3 sm:pr-4 text-stone-700">{room.ensuite ? "Yes" : "No"}</td>
                <td className="py-3 text-stone-700">{availableFromText(room.availableFrom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Description({ text }: { text: string }) {
  const paragraphs = descriptionParagraphs(text);
  return (
    <section
      aria-labelledby="description"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="description" className="text-lg font-semibold text-stone-900">
        About this home
      </h2>
      {paragraphs.length > 0 ? (
        <div className="mt-3 space-y-4 leading-7 text-stone-700">
          {paragraphs.map((para, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
            <p key={i} className="whitespace-pre-line break-words">
              {para}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-stone-500">The landlord hasn't added a description yet.</p>
      )}
    </section>
  );
}

function OwnerCard({ owner, isOwner }: { owner: PropertyDetail["owner"]; isOwner: boolean }) {
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
          <p className="text-sm text-stone-500">{memberSinceText(owner.member_since)}</p>
        </div>
      </div>
    </Card>
  );
}

function MessageLandlord({ propertyId }: { propertyId: string }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const inquiry = useStartInquiry();

  const start = () => {
    if (loading || inquiry.isPending) return;
    if (!user) {
      navigate("/auth", { state: { from: location.pathname } });
      return;
    }
    inquiry.mutate(propertyId, {
      onSuccess: ({ conversation_id }) => navigate(`/inquiries/${conversation_id}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          navigate("/auth", { state: { from: location.pathname } });
        } else if (isApiError(error, "own_property")) {
          notify("error", "This is your own listing");
        } else if (isApiError(error) && error.status === 404) {
          notify("error", {
            title: "This home isn't available",
            description: "It may have just been taken down.",
          });
        } else if (isApiError(error) && error.status !== 0 && error.status < 500) {
          notify("error", errorText(error.code));
        } else {
          notify("error", { title: "Couldn't contact the landlord", description: "Please try again later." });
        }
      },
    });
  };

  return (
    <div className="space-y-2">
      <Button size="lg" className="w-full" onClick={start} loading={inquiry.isPending}>
        <MessageSquare className="size-5" aria-hidden />
        Message landlord
      </Button>
      {!loading && !user && (
        <p className="text-center text-xs text-stone-500">You'll be asked to sign in first.</p>
      )}
    </div>
  );
}

function OwnerActions({ property: p }: { property: PropertyDetail }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="text-stone-500">Listing status</span>
        <Badge tone={isLiveStatus(p.status) ? "green" : "amber"}>{PROPERTY_STATUS_LABELS[p.status]}</Badge>
      </div>
      {p.expires_at && isLiveStatus(p.status) && (
        <p className="text-sm text-stone-500">Advert runs until {formatDate(p.expires_at)}</p>
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

function ShareButton({ title }: { title: string }) {
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

/** 404 (never existed, or not visible) and 410 listing_withdrawn (taken off the market for good). */
function PropertyNotAvailable({ withdrawn = false }: { withdrawn?: boolean }) {
  const title = withdrawn ? "This listing is no longer available" : "This home isn't available";
  usePageMeta(title, "This listing has been let, taken down or never existed.", {
    noindex: true,
    status: withdrawn ? 410 : 404,
  });
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:px-6">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <House className="size-8" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-stone-600">
          {withdrawn
            ? "It has been taken off the market for good. There are plenty more homes to choose from."
            : "It may have been let, taken down by the landlord, or the link may be wrong. There are plenty more homes to choose from."}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/properties-to-rent/all">Search homes</Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function PropertySkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-7xl px-4 pb-16 pt-5 sm:px-6 sm:pt-6"
      role="status"
      aria-label="Loading property"
    >
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-6 h-4 w-32" />
      <Skeleton className="mt-2 h-8 w-3/4 max-w-md" />
      <Skeleton className="mt-2 h-5 w-48" />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="space-y-3">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
          <div className="flex gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-24 rounded-lg sm:h-20 sm:w-28" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-52 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
