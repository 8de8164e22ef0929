// The header, banners and footer around every page (the route table's root, routes.tsx), and
// what a page that fails shows inside them.
import { TOAST_DURATION_MS } from "@roost/shared/domain/constants.ts";
import { Component, type ReactNode, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ConnectionBanner } from "./components/layout/connection-banner.tsx";
import { DevToolsBanner } from "./components/layout/dev-tools-banner.tsx";
import { FlashNotice } from "./components/layout/flash-notice.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { ScrollToTop } from "./components/layout/scroll-to-top.tsx";
import { ErrorState, Spinner } from "./components/ui/feedback.tsx";
import { MarkHydrated } from "./lib/app-ready.ts";
import { AuthProvider, useAuth } from "./lib/auth.tsx";
import { lazyNamed } from "./lib/lazy-named.ts";
import { RealtimeProvider } from "./lib/realtime-provider.tsx";
import { InstallPromptSlot } from "./pwa/install-prompt-slot.tsx";

// Toasts come after the page: sonner is no part of any page's first load (lib/toast.ts).
const Toaster = lazyNamed(() => import("sonner"), "Toaster");
// The footer's form, below the fold on every page: server-rendered, it hydrates after the page.
const NewsletterForm = lazyNamed(() => import("./features/newsletter/newsletter-form.tsx"), "NewsletterForm");
// Only a signed-in header has the bell (its live count and popover): visitors never load it.
const NotificationBell = lazyNamed(
  () => import("./features/notifications/notification-bell.tsx"),
  "NotificationBell",
);

/** The header, banners and footer around every page. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <RealtimeProvider>
        <ScrollToTop />
        <LoadSignedInPages />
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <DevToolsBanner />
          <Header
            accountActions={
              <Suspense fallback={<span className="size-9" aria-hidden />}>
                <NotificationBell />
              </Suspense>
            }
          />
          <ConnectionBanner />
          <FlashNotice />
          {/* At least a screen tall: the footer starts below the fold on every page, so content
              arriving (a lazy page, a query) never moves it. */}
          <main id="main" className="flex min-h-dvh flex-1 flex-col">
            <Suspense fallback={<Spinner label="Loading..." className="min-h-[50vh]" />}>
              <PageBoundary page={pathname}>
                <Outlet />
              </PageBoundary>
              <MarkHydrated />
            </Suspense>
          </main>
          <Footer
            newsletter={
              // The form's height (a label line and a 40 px row) while a browser-rendered page loads it.
              <Suspense fallback={<div className="h-[68px]" aria-hidden />}>
                <NewsletterForm />
                <MarkHydrated />
              </Suspense>
            }
          />
        </div>
        <InstallPromptSlot />
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            richColors
            closeButton
            visibleToasts={1}
            duration={TOAST_DURATION_MS}
          />
        </Suspense>
      </RealtimeProvider>
    </AuthProvider>
  );
}

/**
 * Once someone is signed in, the module of their pages (signed-in-pages.tsx) loads in the
 * background, so a tap on a link to one of them waits for that page alone.
 */
function LoadSignedInPages() {
  const { user } = useAuth();
  useEffect(() => {
    if (user) void import("./signed-in-pages.tsx");
  }, [user]);
  return null;
}

/** Set while the failed page's address is not known yet (between the error and its report). */
const FAILING = "\0";

/**
 * A page that throws while rendering (its code failed to load, or it broke) leaves the header and
 * footer standing, with a way on; moving to another page tries again.
 */
class PageBoundary extends Component<{ page: string; children: ReactNode }, { failedPage: string | null }> {
  override state = { failedPage: null as string | null };

  static getDerivedStateFromError() {
    return { failedPage: FAILING };
  }

  override componentDidCatch() {
    this.setState({ failedPage: this.props.page });
  }

  override render() {
    const { failedPage } = this.state;
    return failedPage === FAILING || failedPage === this.props.page ? <PageFailed /> : this.props.children;
  }
}

/** A page that could not be shown (its code failed to load, or it broke): the way on is a reload. */
function PageFailed() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <ErrorState
        message="Check your connection and try again."
        onRetry={() => window.location.reload()}
        retryLabel="Reload the page"
      />
    </div>
  );
}
