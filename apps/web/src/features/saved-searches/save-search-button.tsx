import { BellPlus } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useHydrated } from "../../lib/housemate-group.ts";
import { notify } from "../../lib/toast.ts";
import { filtersOfSearchPage } from "./saved-search-url.ts";
import { useSaveSearch } from "./saved-searches.queries.ts";

/** The results bar spreads its items apart; this keeps the button on the right, beside the sort. */
const BESIDE_SORT = "ml-auto";

/**
 * "Save this search" on the search page: stores the page's filters as they are in the URL. The
 * server names any filter it cannot store (and the limit), and the toast says so.
 */
export function SaveSearchButton() {
  const { user } = useAuth();
  const { area } = useParams();
  const [query] = useSearchParams();
  const save = useSaveSearch();
  // A signed-in person's own control: it does its job once the app has the page (decision 050).
  const hydrated = useHydrated();

  if (!user) {
    return (
      <Button asChild variant="secondary" size="sm" className={BESIDE_SORT}>
        <Link to="/auth">
          <BellPlus className="size-4" aria-hidden />
          Save this search
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className={BESIDE_SORT}
      disabled={save.isPending || !hydrated}
      onClick={() =>
        save.mutate(
          { filters: filtersOfSearchPage(area, query) },
          {
            onSuccess: (saved) => notify("success", `Search saved as "${saved.name}".`),
            onError: (error) =>
              notify(
                "error",
                isApiError(error) ? error.message : "The search could not be saved. Try again.",
              ),
          },
        )
      }
    >
      <BellPlus className="size-4" aria-hidden />
      Save this search
    </Button>
  );
}
