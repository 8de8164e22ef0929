import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { ArrowRight, Building2, CalendarCheck, Search, Users } from "lucide-react";
import { type FormEvent, lazy, Suspense } from "react";
import { Link, useNavigate } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { RouteData } from "../../lib/page-data.ts";
import { fillFavouriteIds } from "../favourites/index.ts";
import { FeaturedListings, featuredQuery } from "../properties/index.ts";

// The hero's picture (decorative, lg and up) is a chunk of its own: the server renders it, so it is
// on screen before any script runs, and its drawing code is no part of the first load (decision 040).
const HeroIllustration = lazy(async () => ({
  default: (await import("./hero-illustration.tsx")).HeroIllustration,
}));

/** The search page without an area: the server sends `?area=` on to that area's own page. */
const SEARCH_FORM_ACTION = "/properties-to-rent";

const POPULAR = [
  "fallowfield",
  "withington",
  "rusholme",
  "victoria-park",
  "didsbury",
  "city-centre",
  "hulme",
  "salford",
];

/** The featured homes, and their hearts for a signed-in person. */
export const homeData: RouteData = async (data) => {
  await Promise.all([data.fill(featuredQuery), fillFavouriteIds(data)]);
};

export function HomePage() {
  usePageMeta(
    "Roost — student homes and rentals in Manchester",
    "Find student houses, flats and rooms to rent in Manchester. Form a group, find roommates and talk to landlords directly on Roost.",
  );
  const navigate = useNavigate();
  // A GET form the server answers too (/properties-to-rent?area=… redirects to the area's page), so
  // a search sent before the app has loaded works; once it has, the app navigates without a reload.
  // The area is read from the form when it is sent, never kept in state.
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(`/properties-to-rent/${new FormData(e.currentTarget).get("area")}`);
  };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:gap-16">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
              Manchester student lettings
            </p>
            <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
              Find your next home with the people you want to live with.
            </h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">
              Houses, flats and rooms from local landlords — search together, message directly and book
              viewings in one place.
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader in use. */}
            <form
              method="get"
              action={SEARCH_FORM_ACTION}
              onSubmit={search}
              className="mt-8 flex max-w-xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg sm:flex-row"
              role="search"
            >
              <label htmlFor="home-area" className="sr-only">
                Area
              </label>
              <select
                id="home-area"
                name="area"
                defaultValue="all"
                className="h-12 flex-1 rounded-xl border-0 bg-transparent px-3 text-stone-900 focus:outline-none"
              >
                <option value="all">All of Manchester</option>
                {MANCHESTER_AREAS.map((a) => (
                  <option key={a.slug} value={a.slug}>
                    {a.name}
                  </option>
                ))}
              </select>
              <Button type="submit" size="lg">
                <Search className="size-5" aria-hidden /> Search homes
              </Button>
            </form>
            <div className="mt-6 flex flex-wrap gap-2">
              {POPULAR.map((slug) => {
                const a = MANCHESTER_AREAS.find((x) => x.slug === slug);
                return a ? (
                  <Link
                    key={slug}
                    to={`/properties-to-rent/${slug}`}
                    className="rounded-full bg-white/10 px-3 py-1 text-sm text-white ring-1 ring-white/30 hover:bg-white/20"
                  >
                    {a.name}
                  </Link>
                ) : null;
              })}
            </div>
          </div>
          <HeroArt />
        </div>
      </section>
      <HowItWorks />
      {/* On phones three homes are enough before 'View all homes'; the rest would make a very long page. */}
      <div className="max-sm:[&>section>div>ul>li:nth-child(n+4)]:hidden">
        <FeaturedListings />
      </div>
      <LandlordBand />
    </>
  );
}

/** The terrace picture with two small 'product' notes over it; decorative, lg and up. */
function HeroArt() {
  return (
    <div className="relative hidden lg:block" aria-hidden="true">
      {/* The drawing's own proportions (viewBox 560×480), kept while a browser-rendered page loads it. */}
      <div className="aspect-[7/6] overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/25">
        <Suspense fallback={null}>
          <HeroIllustration className="block h-auto w-full" />
        </Suspense>
      </div>
      <div className="absolute -left-6 bottom-6 flex items-center gap-2.5 rounded-xl bg-white px-3.5 py-2.5 text-stone-900 shadow-lg">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Users className="size-4" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold">4 housemates</span>
          <span className="block text-xs text-stone-500">Group ready to view</span>
        </span>
      </div>
      <div className="absolute -right-4 top-5 flex items-center gap-2.5 rounded-xl bg-white px-3.5 py-2.5 text-stone-900 shadow-lg">
        <span className="flex size-8 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <CalendarCheck className="size-4" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold">Viewing confirmed</span>
          <span className="block text-xs text-stone-500">Sat, 11:00 · Fallowfield</span>
        </span>
      </div>
    </div>
  );
}

const STEPS = [
  {
    Icon: Search,
    title: "Search homes",
    text: "Browse houses, flats and rooms across Manchester with clear prices and bills info.",
  },
  {
    Icon: Users,
    title: "Form your group",
    text: "Create a group and invite your housemates with a code, or find roommates on Roost.",
  },
  {
    Icon: CalendarCheck,
    title: "View and move in",
    text: "Message the landlord directly, agree a viewing and confirm your application in one chat.",
  },
];

/** 'How it works' for students: three short steps. */
function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14">
        <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          How it works
        </h2>
        <p className="mt-1 text-stone-600">From first search to keys in hand, with your friends.</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ Icon, title, text }, i) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
                <span className="absolute -right-1 -top-1 flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white">
                  {i + 1}
                </span>
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-stone-900">{title}</h3>
                <p className="mt-1 text-sm text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The call to action for landlords, at the foot of the page. */
function LandlordBand() {
  return (
    <section aria-labelledby="for-landlords" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-6 rounded-3xl bg-brand-900 p-6 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-accent-400 sm:flex">
              <Building2 className="size-6" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">For landlords</p>
              <h2 id="for-landlords" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
                Let your property to Manchester students
              </h2>
              <p className="mt-2 max-w-xl text-brand-100">
                List for free, hear from ready-made groups of tenants and arrange viewings in one chat.
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
            <Button asChild variant="accent" size="lg">
              <Link to="/list-property">List your property</Link>
            </Button>
            <Button
              asChild
              size="lg"
              className="bg-transparent text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              <Link to="/for-landlords">
                How it works for landlords <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
