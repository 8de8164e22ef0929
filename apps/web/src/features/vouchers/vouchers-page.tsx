import type { VoucherOfferView, VoucherPack } from "@roost/shared/contracts/vouchers.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { CalendarDays, ChevronDown, Copy, Gift, Lock, Sparkles, Tag } from "lucide-react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { copyText } from "../../lib/clipboard.ts";
import { notify } from "../../lib/toast.ts";
import { packOwnerTitle, poundsText, type VoucherCallToAction, voucherCallToAction } from "./voucher-view.ts";
import { useVoucherPack } from "./vouchers.queries.ts";

const HERO_TITLE = "Free £100 worth of Vouchers";

/**
 * /vouchers/:uid: a student's voucher pack. The owner sees their codes; everyone else sees the
 * generic pack (the API tells them nothing about whose page it is).
 */
export function VouchersPage() {
  const { uid = "" } = useParams();
  const { user, profile, loading } = useAuth();
  const pack = useVoucherPack(uid, user?.id ?? null, !loading);
  const data = pack.data;
  usePageMeta(data?.is_owner ? "Your vouchers" : "Student vouchers");

  const cta = data
    ? voucherCallToAction(data.is_owner, user ? { userId: user.id, userType: profile?.user_type } : null)
    : null;

  return (
    <div className="flex-1 bg-stone-50">
      <Hero pack={data} />
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        {pack.isError ? (
          <ErrorState message="We couldn't load these vouchers." onRetry={() => pack.refetch()} />
        ) : !data ? (
          <OffersSkeleton />
        ) : (
          <>
            {cta && cta.kind !== "none" && <CallToAction cta={cta} />}
            {data.offers.length === 0 ? (
              <Card className="p-8 text-center text-stone-600">No offers are available right now.</Card>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {data.offers.map((offer) => (
                  <li key={offer.id} className="flex">
                    <OfferCard offer={offer} isOwner={data.is_owner} />
                  </li>
                ))}
              </ul>
            )}
            {data.is_owner && (
              <p className="text-center text-xs text-stone-500">
                Your codes are personal to you. Show or enter them at the partner to redeem.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Hero({ pack }: { pack?: VoucherPack }) {
  return (
    <section className="relative overflow-hidden border-b border-amber-200 bg-gradient-to-br from-amber-100 via-amber-50 to-brand-50">
      <Gift
        className="pointer-events-none absolute -right-6 -bottom-8 size-48 rotate-12 text-amber-300/40 sm:size-64"
        aria-hidden
      />
      <div className="relative mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-800 ring-1 ring-amber-200">
          <Sparkles className="size-3.5" aria-hidden />
          {pack ? packOwnerTitle(pack.owner) : "Student vouchers"}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          {pack?.title || HERO_TITLE}
        </h1>
        <p className="mt-3 max-w-xl text-stone-700">
          Discounts from local partners for students renting with Roost
          {pack ? (
            <>
              {" "}
              — <strong className="font-semibold text-stone-900">{poundsText(pack.total_value)}</strong>{" "}
              across {pack.offers.length} {pack.offers.length === 1 ? "offer" : "offers"}.
            </>
          ) : (
            "."
          )}
        </p>
      </div>
    </section>
  );
}

function CallToAction({ cta }: { cta: Exclude<VoucherCallToAction, { kind: "none" }> }) {
  return (
    <Card className="flex flex-col items-start gap-4 border-brand-200! bg-white p-5 sm:flex-row sm:items-center">
      <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
        <Lock className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">Codes are private to each student</p>
        <p className="text-sm text-stone-600">
          {cta.kind === "students_only"
            ? cta.label
            : "Every student on Roost gets their own pack of voucher codes, free."}
        </p>
      </div>
      {cta.kind !== "students_only" && (
        <Button asChild variant={cta.kind === "sign_up" ? "accent" : "primary"}>
          <Link to={cta.to}>{cta.label}</Link>
        </Button>
      )}
    </Card>
  );
}

function OfferCard({ offer, isOwner }: { offer: VoucherOfferView; isOwner: boolean }) {
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div className="flex items-start justify-between gap-3 border-b border-dashed border-stone-200 bg-gradient-to-br from-brand-50 to-white p-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-brand-800">{offer.partner}</p>
          <Badge className="mt-1 capitalize">
            <Tag className="size-3" aria-hidden /> {offer.category}
          </Badge>
        </div>
        <p className="shrink-0 text-2xl font-bold text-stone-900">{poundsText(offer.value_pounds)}</p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="font-semibold text-stone-900">{offer.title}</h2>
          <p className="mt-1 text-sm text-stone-600">{offer.description}</p>
        </div>
        <details className="group text-sm">
          <summary className="flex cursor-pointer list-none items-center gap-1 font-medium text-stone-700 hover:text-stone-900 [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
            Terms &amp; conditions
          </summary>
          <p className="mt-2 whitespace-pre-line text-xs leading-relaxed text-stone-500">{offer.terms}</p>
        </details>
        <p className="flex items-center gap-1.5 text-xs text-stone-500">
          <CalendarDays className="size-3.5" aria-hidden />
          {isOwner ? "Expires" : "Valid until"} {ukDate(offer.expires_at)}
        </p>
        <div className="mt-auto pt-1">
          {isOwner && offer.code ? (
            <CodeBox code={offer.code} />
          ) : (
            <p className="flex items-center gap-2 rounded-lg bg-stone-100 px-3 py-2.5 text-sm text-stone-500">
              <Lock className="size-4" aria-hidden />
              <span className="font-mono tracking-widest" aria-hidden>
                ••••-••••
              </span>
              <span className="sr-only">Code hidden</span>
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

function CodeBox({ code }: { code: string }) {
  const copy = async () => {
    if (await copyText(code)) notify("success", "Code copied");
    else notify("error", { title: "Couldn't copy the code", description: "Select it and copy it by hand." });
  };
  return (
    <div className="flex items-center gap-2 rounded-lg border-2 border-dashed border-amber-300 bg-amber-50 py-1.5 pr-1.5 pl-3">
      <code className="min-w-0 flex-1 truncate font-mono text-sm font-semibold tracking-wider text-stone-900 select-all">
        {code}
      </code>
      <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={`Copy code ${code}`}>
        <Copy className="size-4" aria-hidden /> Copy
      </Button>
    </div>
  );
}

function OffersSkeleton() {
  return (
    <div
      className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-busy="true"
      aria-label="Loading vouchers"
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card key={i} className="space-y-3 p-4">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-7 w-12" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-12" />
          <Skeleton className="h-10" />
        </Card>
      ))}
    </div>
  );
}
