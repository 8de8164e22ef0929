import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { ArrowRight, BookOpen, CalendarDays, Clock, UserRound } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, EmptyState } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import {
  contentData,
  createLoader,
  MarkdownArticle,
  PageError,
  PageHero,
  PageLoading,
  useLoader,
} from "./content-ui.tsx";
import { parseFrontMatter, readingMinutes, renderMarkdown, slugFromPath, splitHeading } from "./markdown.ts";

// Lazy: the blog chunk holds no post text. The index needs every post's front matter, so it loads
// all of them (a handful of small files, in parallel); a post page reuses the same cache.
const BLOG_FILES = import.meta.glob<string>("../../content/blog/*.md", { query: "?raw", import: "default" });

const BLOG_DESCRIPTION =
  "Plain-English guides to student renting in Manchester: deposits, viewings, areas, housemates and dealing with landlords.";

interface Post {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  excerpt: string;
  heading: string;
  /** The Markdown after the leading heading; rendered only when the post is opened. */
  rest: string;
  minutes: number;
}

const posts = createLoader<Post[]>("blog-posts", async () => {
  const all = await Promise.all(
    Object.entries(BLOG_FILES).map(async ([path, load]): Promise<Post> => {
      const { data, body } = parseFrontMatter(await load());
      const { heading, rest } = splitHeading(body);
      const slug = slugFromPath(path);
      const title = data.title ?? heading ?? slug;
      return {
        slug,
        title,
        description: data.description ?? data.excerpt ?? "",
        date: data.date ?? "",
        author: data.author ?? "Roost Team",
        excerpt: data.excerpt ?? data.description ?? "",
        heading: heading ?? title,
        rest,
        minutes: readingMinutes(rest),
      };
    }),
  );
  // Newest first; ISO dates sort as text.
  return all.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
});

function PostMeta({ post, className }: { post: Post; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-500", className)}>
      {post.date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden />
          <time dateTime={post.date}>{calendarDate(post.date) || post.date}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <UserRound className="size-4" aria-hidden />
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {post.minutes} min read
      </span>
    </p>
  );
}

function FeaturedPost({ post }: { post: Post }) {
  return (
    <Card className="grid overflow-hidden md:grid-cols-[2fr_3fr]">
      <div className="flex min-h-36 flex-col justify-between gap-6 bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8">
        <Badge tone="brand" className="self-start">
          Latest guide
        </Badge>
        <BookOpen className="size-12 text-brand-200 sm:size-16" aria-hidden strokeWidth={1.5} />
      </div>
      <div className="flex flex-col p-6 sm:p-8">
        <PostMeta post={post} />
        <h2 className="mt-3 text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-800">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-pretty text-stone-600">{post.excerpt}</p>
        <div className="mt-6">
          <Button asChild>
            <Link to={`/blog/${post.slug}`}>
              Read more<span className="sr-only">: {post.title}</span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function PostCard({ post, compact }: { post: Post; compact?: boolean }) {
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md sm:p-6">
      <p className="text-sm text-stone-500">
        {post.date && <time dateTime={post.date}>{calendarDate(post.date) || post.date}</time>}
        {!compact && <> · {post.author}</>}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-balance text-stone-900">
        <Link to={`/blog/${post.slug}`} className="hover:text-brand-800">
          {post.title}
        </Link>
      </h3>
      {!compact && <p className="mt-2 text-sm text-pretty text-stone-600">{post.excerpt}</p>}
      <Link
        to={`/blog/${post.slug}`}
        className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        Read more<span className="sr-only">: {post.title}</span>
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}

/** The index and each post read the same list of posts. */
export const blogData = contentData([posts, () => "all"]);

/** /blog: every post, newest first, the newest one featured. */
export function BlogIndexPage() {
  const state = useLoader(posts, "all");
  usePageMeta("Blog", BLOG_DESCRIPTION);

  if (state.status === "loading") return <PageLoading label="Loading the blog..." />;
  if (state.status === "error") return <PageError onRetry={state.retry} />;

  const [featured, ...others] = state.data;
  return (
    <div className="flex-1">
      <PageHero
        wide
        eyebrow="The Roost blog"
        title="Guides for renting in Manchester"
        intro={BLOG_DESCRIPTION}
      />
      <div className="mx-auto w-full max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        {featured ? (
          <FeaturedPost post={featured} />
        ) : (
          <EmptyState icon={<BookOpen className="size-8" />} title="No posts yet">
            Our first guides are on their way.
          </EmptyState>
        )}
        {others.length > 0 && (
          <section aria-labelledby="more-guides">
            <h2 id="more-guides" className="mb-5 text-xl font-semibold text-stone-900">
              More guides
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

/** /blog/:slug: one post, then links to a few others. */
export function BlogPostPage() {
  const { slug = "" } = useParams();
  const state = useLoader(posts, "all");
  const post = state.status === "ready" ? state.data.find((p) => p.slug === slug) : undefined;
  const missing = state.status === "ready" && !post;
  usePageMeta(post?.title ?? (missing ? "Post not found" : "Blog"), post?.description, {
    status: missing ? 404 : undefined,
    noindex: missing,
  });
  const html = useMemo(() => (post ? renderMarkdown(post.rest) : ""), [post]);

  if (state.status === "loading") return <PageLoading />;
  if (state.status === "error") return <PageError onRetry={state.retry} />;
  if (!post) {
    return (
      <NotFoundCard title="We couldn't find that post" backTo="/blog" backLabel="Back to the blog">
        It may have been renamed or taken down. Our other guides are still on the blog.
      </NotFoundCard>
    );
  }

  const more = state.data.filter((p) => p.slug !== post.slug).slice(0, 3);
  return (
    <div className="flex-1">
      <PageHero crumbs={[{ to: "/blog", label: "Blog" }]} title={post.heading} intro={post.excerpt}>
        <PostMeta post={post} className="text-stone-600" />
      </PageHero>
      <div className="bg-white">
        <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
          <MarkdownArticle html={html} />
        </div>
      </div>
      {more.length > 0 && (
        <section aria-labelledby="more-from-blog" className="border-t border-stone-200">
          <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
            <div className="mb-5 flex items-baseline justify-between gap-4">
              <h2 id="more-from-blog" className="text-xl font-semibold text-stone-900">
                More from the blog
              </h2>
              <Link to="/blog" className="text-sm font-medium text-brand-700 hover:text-brand-800">
                All posts
              </Link>
            </div>
            <ul className="grid gap-5 md:grid-cols-3">
              {more.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} compact />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
