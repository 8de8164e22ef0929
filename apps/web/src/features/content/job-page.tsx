// /careers/:categoryId/:jobId: one job post with its details and two ways to apply by email; a job
// reached under the wrong team is sent on to its proper address.
import { ArrowRight, Mail } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import { CAREERS_EMAIL, CATEGORIES, oneJob } from "./careers-content.ts";
import { contentData, MarkdownArticle, PageError, PageHero, PageLoading, useLoader } from "./content-ui.tsx";
import { JobMeta } from "./job-meta.tsx";

/** A mail to the careers address with the role in the subject; under the title and after the post. */
function ApplyByEmail({ title, ...button }: { title: string } & Pick<ButtonProps, "size" | "className">) {
  return (
    <Button asChild {...button}>
      <a href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`}>
        <Mail className="size-4" aria-hidden />
        Apply by email
      </a>
    </Button>
  );
}

export const jobData = contentData([oneJob, (params) => params.jobId ?? ""]);

export function JobPage() {
  const { categoryId = "", jobId = "" } = useParams();
  const state = useLoader(oneJob, jobId);
  const job = state.status === "ready" ? state.data : null;
  const category = CATEGORIES.find((c) => c.id === (job?.category ?? categoryId));
  const missing = state.status === "ready" && (!job || !category);
  usePageMeta(job?.title ?? (missing ? "Role not found" : "Careers at Roost"), job?.description, {
    status: missing ? 404 : undefined,
    noindex: missing,
  });

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
          <ApplyByEmail title={job.title} size="lg" className="self-start" />
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
            <ApplyByEmail title={job.title} className="self-start sm:self-auto" />
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
