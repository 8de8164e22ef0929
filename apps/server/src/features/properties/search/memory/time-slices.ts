// Long work in the search index (a load of every live listing) done a slice at a time, so the
// server's event loop is never held longer than a slice: requests, sockets and timers go on
// between them.

/** How long a slice may hold the event loop, in ms; the budget for the longest stall is 50 ms. */
const SLICE_MS = 10;

export interface TimeSlices {
  /** Resolves at once within a slice; after SLICE_MS, on the event loop's next turn. */
  pause(): Promise<void> | undefined;
}

export function timeSlices(): TimeSlices {
  let since = performance.now();
  return {
    pause() {
      if (performance.now() - since < SLICE_MS) return undefined;
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          since = performance.now();
          resolve();
        }),
      );
    },
  };
}

/** Sorted lists merged into one, two at a time, with a pause between merges. */
export async function mergeAll<T>(
  lists: readonly T[][],
  compare: (a: T, b: T) => number,
  slices: TimeSlices,
): Promise<T[]> {
  let round = [...lists];
  if (round.length === 0) return [];
  while (round.length > 1) {
    const next: T[][] = [];
    for (let i = 0; i < round.length; i += 2) {
      const a = round[i] as T[];
      const b = round[i + 1];
      next.push(b ? merge(a, b, compare) : a);
      await slices.pause();
    }
    round = next;
  }
  return round[0] as T[];
}

function merge<T>(a: readonly T[], b: readonly T[], compare: (a: T, b: T) => number): T[] {
  const merged = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length)
    merged[k++] = compare(a[i] as T, b[j] as T) <= 0 ? (a[i++] as T) : (b[j++] as T);
  while (i < a.length) merged[k++] = a[i++] as T;
  while (j < b.length) merged[k++] = b[j++] as T;
  return merged;
}
