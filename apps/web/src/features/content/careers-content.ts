// What the careers pages show, read from apps/web/src/content/careers: the teams (categories.json),
// the job posts (jobs/*.md, front matter and Markdown) and the intro (index.md), each read once
// through a loader that every careers page shares.
import categoriesJson from "../../content/careers/categories.json";
import { createLoader } from "./content-ui.tsx";
import { parseFrontMatter, renderMarkdown, slugFromPath, splitHeading } from "./markdown.ts";

export interface Category {
  id: string;
  name: string;
  description: string;
}

export const CATEGORIES: Category[] = categoriesJson;

export const CAREERS_EMAIL = "careers@roost.example";

// Lazy: the careers chunk holds no job text; each file is fetched when a page needs it.
const JOB_FILES = import.meta.glob<string>("../../content/careers/jobs/*.md", {
  query: "?raw",
  import: "default",
});
const jobPath = (jobId: string) => `../../content/careers/jobs/${jobId}.md`;

export interface Job {
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
export const allJobs = createLoader<Job[]>("careers-jobs", async () => {
  const jobs = await Promise.all(
    Object.entries(JOB_FILES).map(async ([path, load]) => toJob(path, await load())),
  );
  return jobs.sort((a, b) => a.title.localeCompare(b.title));
});

/** One job, for its own page; null when there is no such file. */
export const oneJob = createLoader<(Job & { html: string }) | null>("careers-job", async (jobId) => {
  const load = JOB_FILES[jobPath(jobId)];
  if (!load) return null;
  const job = toJob(jobPath(jobId), await load());
  return { ...job, html: renderMarkdown(job.rest) };
});

export const careersIntro = createLoader("careers-intro", async () => {
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

export const rolesLabel = (n: number) =>
  n === 0 ? "No open roles" : n === 1 ? "1 open role" : `${n} open roles`;
