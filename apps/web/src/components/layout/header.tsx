import { canListProperties } from "@roost/shared/domain/user-types.ts";
import { Menu, Plus, RotateCw, X } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { Avatar } from "../ui/avatar.tsx";
import { Button } from "../ui/button.tsx";
import { Skeleton } from "../ui/feedback.tsx";
import { Logo } from "./logo.tsx";

// The account menu (Radix dropdown and its positioning code) loads only for signed-in users,
// keeping it out of the first page a visitor downloads.
const UserMenu = lazy(async () => ({ default: (await import("./user-menu.tsx")).UserMenu }));

const NAV = [
  // Active on every search page, whichever area is chosen.
  { to: "/properties-to-rent/all", label: "Find a home", section: "/properties-to-rent/" },
  { to: "/for-tenants", label: "For tenants" },
  { to: "/for-landlords", label: "For landlords" },
  { to: "/blog", label: "Guides" },
];

/** `accountActions` (the notifications bell) comes from the routes, so layout never imports a feature. */
export function Header({ accountActions }: { accountActions?: ReactNode }) {
  const { user, profile, loading, needsOnboarding, accountUnavailable, retryAccount, retryingAccount } =
    useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // List Property is hidden only for students (§2); visitors see it and are asked to sign in.
  const showListProperty = !profile?.user_type || canListProperties(profile.user_type);

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive || ("section" in item && pathname.startsWith(item.section ?? "")) ? "text-brand-800 bg-brand-50" : "text-stone-600 hover:text-stone-900 hover:bg-stone-100"}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {!loading && showListProperty && (
            <Button asChild variant="secondary" size="sm" className="max-sm:hidden">
              <Link to="/list-property">
                <Plus className="size-4" aria-hidden />
                List Property
              </Link>
            </Button>
          )}
          {loading ? (
            <Skeleton className="h-9 w-9 rounded-full" />
          ) : user ? (
            <>
              {!needsOnboarding && accountActions}
              <Suspense
                fallback={<Avatar src={profile?.avatar_url} name={profile?.display_name} size={36} />}
              >
                <UserMenu />
              </Suspense>
            </>
          ) : accountUnavailable ? (
            // Not "Sign In": the user may well be signed in; their account just could not be read.
            <Button
              variant="secondary"
              size="sm"
              loading={retryingAccount}
              onClick={retryAccount}
              title="We couldn't load your account"
            >
              <RotateCw className="size-4" aria-hidden />
              Retry
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav aria-label="Mobile" className="border-t border-stone-200 bg-white px-4 py-3 md:hidden">
          {[
            ...NAV,
            ...(showListProperty && !loading ? [{ to: "/list-property", label: "List Property" }] : []),
          ].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={() => setMenuOpen(false)}
              className="block rounded-md px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              {item.label}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}
