import { favouriteFormPath } from "@roost/shared/contracts/form-posts.ts";
import { signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import { Heart } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useIsFavourite, useToggleFavourite } from "./favourites.queries.ts";

/**
 * The heart on cards and on the property page. Visitors are taken to sign in, where /auth shows
 * 'Authentication required' (spec §5: favouriting requires sign-in) and brings them back;
 * signed-in users toggle it optimistically.
 */
export function FavouriteButton({
  propertyId,
  variant = "icon",
  savedHint,
  className,
}: {
  propertyId: string;
  /** "icon": round heart over a photo; "labelled": outlined button with Save / Saved. */
  variant?: "icon" | "labelled";
  /** Known state before the ids arrive (e.g. every card on the favourites page is a favourite). */
  savedHint?: boolean;
  className?: string;
}) {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();
  const known = useIsFavourite(propertyId);
  const toggle = useToggleFavourite();
  const saved = Boolean(user) && (known ?? savedHint ?? false);
  const label = saved ? "Remove from favourites" : "Add to favourites";

  const onClick = () => {
    // One request per heart at a time: a double click must not race an add against a remove.
    if (loading || toggle.isPending) return;
    toggle.mutate({ propertyId, favourite: !saved });
  };

  const icon = (
    <Heart
      className={cn("size-5 transition-colors", saved ? "fill-red-500 text-red-500" : "text-stone-700")}
      aria-hidden
    />
  );

  const look =
    variant === "labelled"
      ? cn(
          "inline-flex h-10 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium shadow-sm transition-colors",
          saved
            ? "border-red-200 bg-red-50 text-red-700 hover:bg-red-100"
            : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
          className,
        )
      : cn(
          "inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-stone-900/5 transition hover:scale-105 hover:bg-white",
          className,
        );
  const content = (
    <>
      {icon}
      {variant === "labelled" && (saved ? "Saved" : "Save")}
    </>
  );

  // A visitor's heart is a link: it works before the app has loaded, and /auth says why (§5).
  if (!user && !loading) {
    return (
      <a href={signInPath(pathname + search, "favourites")} aria-label={label} title={label} className={look}>
        {content}
      </a>
    );
  }
  // A real form: tapped before the app has loaded, the server saves it and comes back (decision 050).
  return (
    <form
      method="post"
      action={favouriteFormPath(propertyId)}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        onClick();
      }}
    >
      <input type="hidden" name="favourite" value={saved ? "0" : "1"} />
      <button type="submit" aria-pressed={saved} aria-label={label} title={label} className={look}>
        {content}
      </button>
    </form>
  );
}
