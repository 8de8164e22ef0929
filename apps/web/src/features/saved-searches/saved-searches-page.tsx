import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  type EmailFrequency,
} from "@roost/shared/domain/notification-settings.ts";
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from "@roost/shared/domain/saved-searches.ts";
import { BellRing, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Input, Select } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { filtersSummary, searchPageUrl } from "./saved-search-url.ts";
import {
  useDeleteSavedSearch,
  useMarkSearchVisited,
  useSavedSearches,
  useUpdateSavedSearch,
} from "./saved-searches.queries.ts";

const failed = (error: unknown) =>
  notify("error", isApiError(error) ? error.message : "That did not work. Try again.");

/** /saved-searches (decision 033): the user's saved searches with their new homes and alerts. */
export function SavedSearchesPage() {
  usePageMeta("Saved searches", "Your saved searches on Roost and their alerts.");
  const searches = useSavedSearches();
  const count = searches.data?.length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Saved searches</h1>
        <p className="mt-1 text-sm text-stone-600">
          {count
            ? `${count} of ${SAVED_SEARCHES_MAX} searches. New homes that match them are counted here and alerted as you choose.`
            : "Save a search from the search page to hear about new homes that match it."}
        </p>
      </div>
      {searches.isPending ? (
        <ul className="space-y-3" aria-busy="true" aria-label="Loading saved searches">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="space-y-3 p-5">
                <Skeleton className="h-5 w-56" />
                <Skeleton className="h-4 w-80 max-w-full" />
              </Card>
            </li>
          ))}
        </ul>
      ) : searches.isError ? (
        <ErrorState
          title="We couldn't load your saved searches"
          message="Check your connection and try again."
          onRetry={() => void searches.refetch()}
        />
      ) : searches.data.length === 0 ? (
        <EmptyState
          icon={<BellRing className="size-10" aria-hidden />}
          title="No saved searches yet"
          action={
            <Button asChild>
              <Link to="/properties-to-rent/all">Search homes</Link>
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3">
          {searches.data.map((search) => (
            <li key={search.id}>
              <SavedSearchRow search={search} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const visited = useMarkSearchVisited();
  const alertId = `alert-${search.id}`;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-stone-900">
            <Link
              to={searchPageUrl(search.filters)}
              onClick={() => visited.mutate(search.id)}
              className="hover:underline"
            >
              {search.name}
            </Link>
            {search.new_matches > 0 && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {search.new_matches} new
              </span>
            )}
          </h2>
        )}
        <p className="text-sm text-stone-600">{filtersSummary(search.filters)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={alertId} className="text-sm text-stone-600">
          Alerts
        </label>
        <Select
          id={alertId}
          className="h-8 w-auto"
          value={search.alert}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: search.id, alert: event.target.value as EmailFrequency }, { onError: failed })
          }
        >
          {EMAIL_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {EMAIL_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </Select>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={`Rename ${search.name}`}
        >
          <Pencil className="size-4" aria-hidden />
          Rename
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={`Delete ${search.name}`}
          onClick={() =>
            remove.mutate(search.id, {
              onSuccess: () => notify("success", "Saved search deleted."),
              onError: failed,
            })
          }
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
    </Card>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone(): void }) {
  const [name, setName] = useState(search.name);
  const update = useUpdateSavedSearch();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: search.id, name }, { onSuccess: onDone, onError: failed });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <Input
        aria-label="Name of the search"
        className="h-8 max-w-xs"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
