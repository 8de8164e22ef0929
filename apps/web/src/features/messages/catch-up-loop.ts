// The chat's catch-up, free of React, so the web app, the fault-injection suite's clients and the
// cluster test's clients run the very same loop: after a `message_created` event or a reconnect,
// ask the server for everything after the newest message held, page by page, and add it. A call
// while a catch-up runs only asks it for one more round, so a burst of events never runs requests
// in parallel and nothing between two pages is skipped.

export interface CatchUpSource<M extends { id: string }> {
  /** The newest message held, or null when none is held yet. */
  cursor(): string | null;
  /** Nothing is held yet: read the latest page instead. */
  loadLatest(): Promise<void>;
  /** GET …/messages?after=<id>: the next page after `after`. */
  page(after: string): Promise<{ messages: M[]; has_more: boolean }>;
  /** Adds a page's messages to what is held (deduplicated by id by the holder). */
  add(messages: M[]): void;
}

/**
 * The catch-up to call on each live event and reconnect. It never throws: it resolves false when a
 * request failed (what is held stays; the next event or reconnect tries again), true otherwise,
 * also when it only asked a running catch-up for another round.
 */
export function catchUpLoop<M extends { id: string }>(source: CatchUpSource<M>): () => Promise<boolean> {
  const state = { running: false, again: false };
  return async () => {
    if (state.running) {
      state.again = true;
      return true;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        let after = source.cursor();
        if (!after) {
          await source.loadLatest();
          continue;
        }
        for (;;) {
          const page = await source.page(after);
          source.add(page.messages);
          const last = page.messages.at(-1);
          if (!page.has_more || !last) break;
          after = last.id;
        }
      } while (state.again);
      return true;
    } catch {
      return false;
    } finally {
      state.running = false;
    }
  };
}
