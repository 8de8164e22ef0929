import {
  ArrowRight,
  Briefcase,
  BriefcaseBusiness,
  CodeXml,
  Headset,
  KeyRound,
  type LucideIcon,
  Mail,
  MapPin,
  PoundSterling,
} from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, EmptyState } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import categoriesJson from "../../content/careers/categories.json";
import { createLoader, MarkdownArticle, PageError, PageHero, PageLoading, useLoader } from "./content-ui.tsx";
import { parseFrontMatter, renderMarkdown, slugFromPath, splitHeading } from "./markdown.ts";

interface Category {
  id: string;
  name: string;
  description: string;
}

const CATEGORIES: Category[] = categoriesJson;
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  engineering: CodeXml,
  "customer-experience": Headset,
  lettings: KeyRound,
};

const CAREERS_EMAIL = "careers@roost.example";

// Lazy: the careers chunk holds no job text; each file is fetched when a page needs it.
const JOB_FILES = import.meta.glob<string>("../../content/careers/jobs/*.md", {
  query: "?raw",
  import: "default",
});
const jobPath = (jobId: string) => `../../content/careers/jobs/${jobId}.md`;

interface Job {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  type: string;
  salary: string;
  heading: string;
  rest: string;
}

function toJob(path: string, raw: string): Job {
  const { data, body } = parseFrontMatter(raw);
  const { heading, rest } = splitHeading(body);
  const id = slugFromPath(path);
  const title = data.title ?? heading ?? id;
  return {
    id,
    title,
    description: data.description ?? "",
    category: data.category ?? "",
    location: data.location ?? "",
    type: data.type ?? "",
    salary: data.salary ?? "",
    heading: heading ?? title,
    rest,
  };
}

/** Every job (front matter and body), for the careers page counts and the category lists. */
const allJobs = createLoader<Job[]>(async () => {
  const jobs = await Promise.all(
    Object.entries(JOB_FILES).map(async ([path, load]) => toJob(path, await load())),
  );
  return jobs.sort((a, b) => a.title.localeCompare(b.title));
});

/** One job, for its own page; null when there is no such file. */
const oneJob = createLoader<(Job & { html: string }) | null>(async (jobId) => {
  const load = JOB_FILES[jobPath(jobId)];
  if (!load) return null;
  const job = toJob(jobPath(jobId), await load());
  return { ...job, html: renderMarkdown(job.rest) };
});

const careersIntro = createLoader(async () => {
  const raw = (await import("../../content/careers/index.md?raw")).default;
  const { data, body } = parseFrontMatter(raw);
  const { heading, rest } = splitHeading(body);
  // The open roles go right after the opening paragraphs, before the first section heading.
  const firstSection = rest.search(/^## /m);
  const cut = firstSection === -1 ? rest.length : firstSection;
  return {
    title: data.title ?? "Careers at Roost",
    description: data.description ?? "",
    heading: heading ?? data.title ?? "Careers at Roost",
    introHtml: renderMarkdown(rest.slice(0, cut)),
    html: renderMarkdown(rest.slice(cut)),
  };
});

const rolesLabel = (n: number) => (n === 0 ? "No open roles" : n === 1 ? "1 open role" : `${n} open roles`);
const applyHref = (title: string) =>
  `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`;

function JobMeta({ job, className }: { job: Job; className?: string }) {
  const items = [
    { label: "Location", value: job.location, Icon: MapPin },
    { label: "Type", value: job.type, Icon: Briefcase },
    { label: "Salary", value: job.salary, Icon: PoundSterling },
  ].filter((item) => item.value);
  return (
    <dl className={cn("flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-600", className)}>
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="flex items-start gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
              {CATEGORIES.map((category) => {
                const count = jobs.data.filter((job) => job.category === category.id).length;
                const Icon = CATEGORY_ICONS[category.id] ?? BriefcaseBusiness;
                return (
                  <li key={category.id}>
                    <Link to={`/careers/${category.id}`} className="group block rounded-xl">
                      <Card className="flex items-start gap-4 p-4 transition group-hover:border-brand-200 group-hover:shadow-md sm:items-center sm:p-5">
                        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                          <Icon className="size-5" aria-hidden />
                        </span>
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                            <h3 className="font-semibold text-stone-900 group-hover:text-brand-800">
                              {category.name}
                            </h3>
                            <Badge tone={count > 0 ? "brand" : "stone"}>{rolesLabel(count)}</Badge>
                          </div>
                          <p className="mt-1 text-sm text-pretty text-stone-600">{category.description}</p>
                        </div>
                        <ArrowRight
                          className="mt-3 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 sm:mt-0"
                          aria-hidden
                        />
                      </Card>
                    </Link>
                  </li>
                );
              })}
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

/** /careers/:categoryId/:jobId: one job post, with a way to apply. */
export function JobPage() {
  const { categoryId = "", jobId = "" } = useParams();
  const state = useLoader(oneJob, jobId);
  const job = state.status === "ready" ? state.data : null;
  const category = CATEGORIES.find((c) => c.id === (job?.category ?? categoryId));
  usePageMeta(
    job?.title ?? (state.status === "ready" ? "Role not found" : "Careers at Roost"),
    job?.description,
  );

  if (state.status === "loading") return <PageLoading />;
  if (state.status === "error") return <PageError onRetry={state.retry} />;
  if (!job || !category) {
    return (
      <NotFoundCard title="We couldn't find that role" backTo="/careers" backLabel="See all open roles">
        It may have been filled or closed. Our other open roles are on the careers page.
      </NotFoundCard>
    );
  }
  // A job reached under the wrong team still opens, at its proper address.
  if (job.category !== categoryId) return <Navigate to={`/careers/${job.category}/${job.id}`} replace />;

  return (
    <div className="flex-1">
      <PageHero
        crumbs={[
          { to: "/careers", label: "Careers" },
          { to: `/careers/${category.id}`, label: category.name },
        ]}
        title={job.heading}
        intro={job.description}
      >
        <div className="flex flex-col gap-5">
          <JobMeta job={job} />
          <Button asChild size="lg" className="self-start">
            <a href={applyHref(job.title)}>
              <Mail className="size-4" aria-hidden />
              Apply by email
            </a>
          </Button>
        </div>
      </PageHero>
      <div className="bg-white">
        <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
          <MarkdownArticle html={job.html} />
          <div className="mt-12 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-stone-900">Interested in this role?</p>
              <p className="mt-1 text-sm text-stone-600">
                Email {CAREERS_EMAIL} with your CV. We reply to everyone.
              </p>
            </div>
            <Button asChild className="self-start sm:self-auto">
              <a href={applyHref(job.title)}>
                <Mail className="size-4" aria-hidden />
                Apply by email
              </a>
            </Button>
          </div>
          <p className="mt-8">
            <Link
              to={`/careers/${category.id}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              More {category.name.toLowerCase()} roles
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
