// List filters kept in the page's URL (shareable, and the back button restores them), with a search
// box that is local while typing and reaches the URL, and so the API, after a short pause.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** How long typing must pause before the search text is applied. */
const SEARCH_PAUSE_MS = 300;

export function useUrlFilters<F extends { q: string }>(
  fromParams: (params: URLSearchParams) => F,
  toParams: (filters: F, base: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = fromParams(params);
  const [text, setText] = useState(filters.q);
  // The URL changed by itself (back button, a link): the box shows its search again.
  useEffect(() => setText(filters.q), [filters.q]);

  const apply = (next: F) => setParams(toParams(next, params), { replace: true });

  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const t = setTimeout(() => apply({ ...filters, q: text }), SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  });

  return { filters, text, setText, apply };
}
