// The careers pages that list: /careers (the intro and a card per team with its number of open
// roles) and /careers/:categoryId (one team's roles). A job's own page is job-page.tsx; the content
// they read is careers-content.ts.
import {
  ArrowRight,
  BriefcaseBusiness,
  CodeXml,
  Headset,
  KeyRound,
  type LucideIcon,
  Mail,
} from "lucide-react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, EmptyState } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import {
  allJobs,
  CAREERS_EMAIL,
  CATEGORIES,
  type Category,
  careersIntro,
  rolesLabel,
} from "./careers-content.ts";
import { contentData, MarkdownArticle, PageError, PageHero, PageLoading, useLoader } from "./content-ui.tsx";
import { JobMeta } from "./job-meta.tsx";

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  engineering: CodeXml,
  "customer-experience": Headset,
  lettings: KeyRound,
};

/** One team on /careers: its icon, name, open-role count and description, linking to its roles. */
function TeamCard({ category, openRoles }: { category: Category; openRoles: number }) {
  const Icon = CATEGORY_ICONS[category.id] ?? BriefcaseBusiness;
  return (
    <Link to={`/careers/${category.id}`} className="group block rounded-xl">
      <Card className="flex items-start gap-4 p-4 transition group-hover:border-brand-200 group-hover:shadow-md sm:items-center sm:p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-stone-900 group-hover:text-brand-800">{category.name}</h3>
            <Badge tone={openRoles > 0 ? "brand" : "stone"}>{rolesLabel(openRoles)}</Badge>
          </div>
          <p className="mt-1 text-sm text-pretty text-stone-600">{category.description}</p>
        </div>
        <ArrowRight
          className="mt-3 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 sm:mt-0"
          aria-hidden
        />
      </Card>
    </Link>
  );
}

export const careersData = contentData([careersIntro, () => "index"], [allJobs, () => "all"]);
export const careersCategoryData = contentData([allJobs, () => "all"]);

/** /careers: the intro, then a card for each team with its number of open roles. */
export function CareersPage() {
  const intro = useLoader(careersIntro, "index");
  const jobs = useLoader(allJobs, "all");
  usePageMeta(
    intro.status === "ready" ? intro.data.title : "Careers at Roost",
    intro.status === "ready" ? intro.data.description : undefined,
  );

  if (intro.status === "error" || jobs.status === "error") {
    return (
      <PageError
        onRetry={() => {
          intro.retry();
          jobs.retry();
        }}
      />
    );
  }
  if (intro.status === "loading" || jobs.status === "loading") return <PageLoading />;

  const total = jobs.data.length;
  return (
    <div className="flex-1">
      <PageHero eyebrow="Careers" title={intro.data.heading} intro={intro.data.description}>
        <Button asChild>
          <a href="#open-roles">
            See {rolesLabel(total).toLowerCase()}
            <ArrowRight className="size-4" aria-hidden />
          </a>
        </Button>
      </PageHero>
      <div className="bg-white">
        <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
          {intro.data.introHtml.trim() && <MarkdownArticle html={intro.data.introHtml} />}
          <section
            id="open-roles"
            aria-labelledby="open-roles-title"
            className={cn("scroll-mt-20", intro.data.introHtml.trim() && "mt-10")}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="open-roles-title" className="text-xl font-semibold text-stone-900">
                Open roles
              </h2>
              <p className="text-sm text-stone-500">Choose a team to see its roles.</p>
            </div>
            <ul className="mt-4 space-y-3">
              {CATEGORIES.map((category) => (
                <li key={category.id}>
                  <TeamCard
                    category={category}
                    openRoles={jobs.data.filter((job) => job.category === category.id).length}
                  />
                </li>
              ))}
            </ul>
          </section>
          <MarkdownArticle html={intro.data.html} className="mt-10" />
        </div>
      </div>
    </div>
  );
}

/** /careers/:categoryId: the team's open roles. */
export function CareersCategoryPage() {
  const { categoryId = "" } = useParams();
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const jobs = useLoader(allJobs, "all");
  usePageMeta(
    category ? `${category.name} jobs` : "Team not found",
    category
      ? `Open ${category.name.toLowerCase()} roles at Roost in Manchester. ${category.description}`
      : undefined,
    { status: category ? undefined : 404, noindex: !category },
  );

  if (!category) {
    return (
      <NotFoundCard title="We couldn't find that team" backTo="/careers" backLabel="See all careers">
        It may have been renamed. All our open roles are listed on the careers page.
      </NotFoundCard>
    );
  }
  if (jobs.status === "loading") return <PageLoading />;
  if (jobs.status === "error") return <PageError onRetry={jobs.retry} />;

  const roles = jobs.data.filter((job) => job.category === category.id);
  return (
    <div className="flex-1">
      <PageHero
        crumbs={[{ to: "/careers", label: "Careers" }]}
        title={category.name}
        intro={category.description}
      >
        <Badge tone="brand">{rolesLabel(roles.length)}</Badge>
      </PageHero>
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        {roles.length === 0 ? (
          <EmptyState
            icon={<BriefcaseBusiness className="size-8" />}
            title={`No open ${category.name.toLowerCase()} roles right now`}
            action={
              <Button asChild variant="secondary">
                <a href={`mailto:${CAREERS_EMAIL}`}>
                  <Mail className="size-4" aria-hidden />
                  Email us anyway
                </a>
              </Button>
            }
          >
            We are always happy to hear from people who care about renting.
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {roles.map((job) => (
              <li key={job.id}>
                <Card className="flex flex-col gap-4 p-5 sm:p-6">
                  <div>
                    <h2 className="text-lg font-semibold text-stone-900">
                      <Link to={`/careers/${category.id}/${job.id}`} className="hover:text-brand-800">
                        {job.title}
                      </Link>
                    </h2>
                    {job.description && (
                      <p className="mt-1.5 text-sm text-pretty text-stone-600">{job.description}</p>
                    )}
                  </div>
                  <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
                    <JobMeta job={job} />
                    <Button asChild variant="secondary" className="self-start sm:self-auto">
                      <Link to={`/careers/${category.id}/${job.id}`}>
                        View role<span className="sr-only">: {job.title}</span>
                        <ArrowRight className="size-4" aria-hidden />
                      </Link>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
