import { isDatabaseUnavailable } from "../../../../lib/database-unavailable.ts";
import type { Logger } from "../../../../lib/logger.ts";
import type { SearchBackend } from "../search-page.ts";
import { indexPage, indexSearchOf } from "./search-from-index.ts";
import { type SearchIndexFeed, StandbyRefused } from "./search-index-feed.ts";

// Search answered by the in-process index (decision 047) when it holds the search's order and
// filters, caught up with PostgreSQL first; null (SQL answers) for the rest, and while the index
// cannot be loaded or caught up.

export function memorySearch(feed: SearchIndexFeed, log?: Logger): SearchBackend {
  /**
   * The index caught up with every write committed before this search, or null when it could not
   * be loaded or caught up: the next search tries again from the snapshot the index still holds.
   * A database that cannot be reached at all is no reason to ask it again through SQL: that error
   * goes on, to be answered 503.
   */
  async function caughtUp() {
    try {
      return await feed.current();
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      // A standby's refusal is logged once, by the feed.
      if (!(err instanceof StandbyRefused))
        log?.warn({ err }, "search index: could not catch up; answered from SQL");
      return null;
    }
  }

  return {
    async page(query, params, cursor) {
      const search = indexSearchOf(query, params, cursor);
      const index = search && (await caughtUp());
      return search && index ? indexPage(index, search, query.limit) : null;
    },
  };
}
