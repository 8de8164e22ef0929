// The one route table (decision 051): every page, what it shows, what its loader fills the query
// cache with, and its handle. The browser's router (main.tsx) and the server's renderer
// (entry-server.tsx) are both made from it.
import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import type { AccountPage } from "@roost/shared/domain/user-types.ts";
import type { ReactNode } from "react";
import { type LoaderFunction, matchRoutes, Navigate, type RouteObject } from "react-router";
import { AppShell } from "./app-shell.tsx";
import { meQuery } from "./lib/auth.tsx";
import { configQuery } from "./lib/config.ts";
import { lazyNamed } from "./lib/lazy-named.ts";
import type { PageData, RouteData } from "./lib/page-data.ts";
import type { SignedInView } from "./signed-in-pages.tsx";

// Every page is its own chunk, so the home page downloads only what it shows. A page rendered on
// the server names its module's source (the build's manifest key, preloaded with the app); its
// loader imports the same module, for the function that fills the page's queries.
const modules = {
  home: { source: "src/features/home/home-page.tsx", load: () => import("./features/home/home-page.tsx") },
  auth: { source: "src/features/auth/auth-page.tsx", load: () => import("./features/auth/auth-page.tsx") },
  property: {
    source: "src/features/properties/property-page.tsx",
    load: () => import("./features/properties/property-page.tsx"),
  },
  search: {
    source: "src/features/properties/search-page.tsx",
    load: () => import("./features/properties/search-page.tsx"),
  },
  content: {
    source: "src/features/content/content-page.tsx",
    load: () => import("./features/content/content-page.tsx"),
  },
  blog: {
    source: "src/features/content/blog-pages.tsx",
    load: () => import("./features/content/blog-pages.tsx"),
  },
  careers: {
    source: "src/features/content/careers-pages.tsx",
    load: () => import("./features/content/careers-pages.tsx"),
  },
  job: { source: "src/features/content/job-page.tsx", load: () => import("./features/content/job-page.tsx") },
};
type PageModule<K extends keyof typeof modules> = Awaited<ReturnType<(typeof modules)[K]["load"]>>;

const HomePage = lazyNamed(modules.home.load, "HomePage");
const AuthPage = lazyNamed(modules.auth.load, "AuthPage");
const AuthCallbackPage = lazyNamed(
  () => import("./features/auth/auth-callback-page.tsx"),
  "AuthCallbackPage",
);
const ContentPage = lazyNamed(modules.content.load, "ContentPage");
const BlogIndexPage = lazyNamed(modules.blog.load, "BlogIndexPage");
const BlogPostPage = lazyNamed(modules.blog.load, "BlogPostPage");
const CareersPage = lazyNamed(modules.careers.load, "CareersPage");
const CareersCategoryPage = lazyNamed(modules.careers.load, "CareersCategoryPage");
const JobPage = lazyNamed(modules.job.load, "JobPage");
const SearchPage = lazyNamed(modules.search.load, "SearchPage");
const PropertyPage = lazyNamed(modules.property.load, "PropertyPage");
const ListPropertyPage = lazyNamed(
  () => import("./features/listings/wizard/list-property-page.tsx"),
  "ListPropertyPage",
);
const VouchersPage = lazyNamed(() => import("./features/vouchers/vouchers-page.tsx"), "VouchersPage");
const GuaranteePage = lazyNamed(() => import("./features/tenancy/guarantee-page.tsx"), "GuaranteePage");
const DevMailboxPage = lazyNamed(
  () => import("./features/dev-mailbox/dev-mailbox-page.tsx"),
  "DevMailboxPage",
);
// The pages only a signed-in person sees, and the account pages' guard and side navigation.
const SignedInPage = lazyNamed(() => import("./signed-in-pages.tsx"), "SignedInPage");
const AccountArea = lazyNamed(() => import("./signed-in-pages.tsx"), "AccountArea");
/** The Markdown pages at the site's root. */
const CONTENT_PAGES = [
  "for-landlords",
  "for-tenants",
  "about-us",
  "privacy-policy",
  "terms-and-conditions",
  "refund-policy",
  "cookie-policy",
  "disclaimer",
  "company-policies",
  "boutique-services",
];

/** What the route table says about a page besides what it shows. */
export interface PageHandle {
  /** The source of the page's chunk when the server renders the page (decision 051). */
  serverRendered?: string;
  /** Only a signed-in person sees the page: its shell is kept out of search engines. */
  signedInOnly?: boolean;
}

const guarded = (pageName: AccountPage, view: SignedInView) => <AccountArea page={pageName} view={view} />;

/**
 * The one route table: every page, what it shows, what its loader fills the query cache with
 * (page-data.ts), and its handle. The browser's router and the server's renderer are both made
 * from it (main.tsx, entry-server.tsx).
 */
export function appRoutes(data: PageData | null): RouteObject[] {
  const fills = <M,>(module: () => Promise<M>, pick: (loaded: M) => RouteData): LoaderFunction | undefined =>
    data
      ? async (args) => {
          await pick(await module())(data, args);
          return null;
        }
      : undefined;
  const rendered = <K extends keyof typeof modules>(
    module: K,
    pick?: (loaded: PageModule<K>) => RouteData,
  ) => ({
    handle: { serverRendered: modules[module].source } satisfies PageHandle,
    loader: pick && fills(modules[module].load as () => Promise<PageModule<K>>, pick),
  });
  const signedIn = (path: string, element: ReactNode): RouteObject => ({
    path,
    element,
    handle: { signedInOnly: true } satisfies PageHandle,
  });

  return [
    {
      id: "root",
      element: <AppShell />,
      loader: data
        ? async (args) => {
            await shellData(data, args);
            return null;
          }
        : undefined,
      children: [
        { id: "home", path: "/", element: <HomePage />, ...rendered("home", (m) => m.homeData) },
        // Where a visitor's favourite, message and report links lead: it says why without JavaScript.
        { id: "auth", path: "/auth", element: <AuthPage />, ...rendered("auth") },
        { path: "/auth/callback", element: <AuthCallbackPage /> },
        signedIn("/complete-profile", <SignedInPage view="completeProfile" />),

        {
          id: "property",
          path: "/property/:id",
          element: <PropertyPage />,
          ...rendered("property", (m) => m.propertyData),
        },
        signedIn("/property-performance/:id", <SignedInPage view="performance" />),
        signedIn("/list-property", <ListPropertyPage />),
        signedIn("/list-property/edit/:id", <ListPropertyPage />),
        signedIn("/operator/verifications", <SignedInPage view="operatorVerifications" />),
        signedIn("/operator/listings", <SignedInPage view="operatorListings" />),
        {
          id: "search",
          path: "/properties-to-rent/:area",
          element: <SearchPage />,
          ...rendered("search", (m) => m.searchData),
        },
        { path: "/vouchers/:uid", element: <VouchersPage /> },
        { path: "/guarantee/:tenancyId/:token", element: <GuaranteePage /> },
        { path: "/dev/mailbox", element: <DevMailboxPage /> },

        ...CONTENT_PAGES.map((slug) => ({
          id: `content-${slug}`,
          path: `/${slug}`,
          element: <ContentPage slug={slug} />,
          ...rendered("content", (m) => m.contentPageData(slug)),
        })),
        {
          id: "careers",
          path: "/careers",
          element: <CareersPage />,
          ...rendered("careers", (m) => m.careersData),
        },
        {
          id: "careers-category",
          path: "/careers/:categoryId",
          element: <CareersCategoryPage />,
          ...rendered("careers", (m) => m.careersCategoryData),
        },
        {
          id: "job",
          path: "/careers/:categoryId/:jobId",
          element: <JobPage />,
          ...rendered("job", (m) => m.jobData),
        },
        { id: "blog", path: "/blog", element: <BlogIndexPage />, ...rendered("blog", (m) => m.blogData) },
        {
          id: "blog-post",
          path: "/blog/:slug",
          element: <BlogPostPage />,
          ...rendered("blog", (m) => m.blogData),
        },

        signedIn("/dashboard", guarded("dashboard", "dashboard")),
        signedIn("/profile", guarded("profile", "profile")),
        signedIn(NOTIFICATION_SETTINGS_PATH, guarded("profile", "notificationSettings")),
        signedIn("/favourites", guarded("favourites", "favourites")),
        signedIn("/saved-searches", guarded("favourites", "savedSearches")),
        signedIn("/inquiries", guarded("inquiries", "inquiries")),
        signedIn("/inquiries/:conversationId", guarded("inquiries", "inquiry")),
        signedIn("/inquiries/:conversationId/tenancy", <SignedInPage view="newTenancy" />),
        signedIn("/tenancy/:id", <SignedInPage view="tenancy" />),
        signedIn("/listings", guarded("listings", "listings")),
        signedIn("/groups", guarded("groups", "groups")),
        signedIn("/groups/:id/shortlist", <SignedInPage view="shortlist" />),
        signedIn("/roommates", guarded("roommates", "roommates")),
        signedIn("/notifications", guarded("notifications", "notifications")),
        signedIn("/messages", guarded("messages", "messages")),
        signedIn("/messages/:conversationId", guarded("messages", "messages")),

        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** What every page's header and banners show: who is signed in, the server's offer, and the bell's count. */
const shellData: RouteData = async (data) => {
  await Promise.all([data.fill(meQuery), data.fill(configQuery)]);
  if (!data.client.getQueryData(meQuery.queryKey)?.user) return;
  // The bell's module, which visitors never load.
  const { unreadCountQuery } = await import("./features/notifications/notifications.queries.ts");
  await data.fill(unreadCountQuery);
};

/** The deepest page `pathname` matches in the route table, by its handle. */
export function pageHandle(routes: RouteObject[], pathname: string): PageHandle {
  const matches = matchRoutes(routes, pathname) ?? [];
  return (matches.at(-1)?.route.handle as PageHandle | undefined) ?? {};
}
