import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { Building2, MessageSquare, Search, Users } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FeaturedListings } from "../properties/featured-listings.tsx";

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

export function HomePage() {
  usePageMeta(
    "Roost — student homes and rentals in Manchester",
    "Find student houses, flats and rooms to rent in Manchester. Form a group, find roommates and talk to landlords directly on Roost.",
  );
  const navigate = useNavigate();
  const [area, setArea] = useState("all");
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/properties-to-rent/${area}`);
  };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            Manchester student lettings
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
            Find your next home with the people you want to live with.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">
            Houses, flats and rooms from local landlords — search together, message directly and book viewings
            in one place.
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader in use. */}
          <form
            onSubmit={search}
            className="mt-8 flex max-w-xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg sm:flex-row"
            role="search"
          >
            <label htmlFor="home-area" className="sr-only">
              Area
            </label>
            <select
              id="home-area"
              value={area}
              onChange={(e) => setArea(e.target.value)}
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
      </section>
      <FeaturedListings />
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-3">
        {[
          {
            Icon: Users,
            title: "Rent as a group",
            text: "Create a group, invite your friends with a code and request viewings together.",
          },
          {
            Icon: MessageSquare,
            title: "Talk to landlords directly",
            text: "Message the owner, agree a viewing time and confirm your application in one chat.",
          },
          {
            Icon: Building2,
            title: "Homes across Manchester",
            text: "From Fallowfield semis to City Centre flats, with clear prices and bills info.",
          },
        ].map(({ Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon className="size-7 text-brand-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-stone-900">{title}</h2>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
