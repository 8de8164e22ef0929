import { readFileSync } from "node:fs";

// The longest the event loop of this process was held: the longest gap between two turns of a
// 1 ms timer. (monitorEventLoopDelay's histogram misses a block that starts with it.) In a bench
// that serves the app in-process, that is the server's. On a loaded machine part of a gap is time
// the thread was ready but waited for a core; on Linux the kernel counts it per thread
// (/proc/thread-self/schedstat: time on a core, time waiting for one), so that part is reported
// apart from the time the thread itself worked.

export interface Stall {
  /** The longest gap between two turns, in ms. */
  ms: number;
  /** Of that gap, the time the thread waited for a core, when the kernel reports it. */
  waitingMs?: number;
}

const SCHEDSTAT = "/proc/thread-self/schedstat";

/** Nanoseconds this thread has waited for a core, or undefined where the kernel does not say. */
function waitedNs(): number | undefined {
  try {
    return Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[1]);
  } catch {
    return undefined;
  }
}

export function watchStalls(): { stop(): Stall } {
  let last = performance.now();
  let lastWaited = waitedNs();
  let longest: Stall = { ms: 0 };
  const turn = () => {
    const now = performance.now();
    const waited = lastWaited === undefined ? undefined : waitedNs();
    if (now - last > longest.ms) {
      longest = {
        ms: now - last,
        ...(waited !== undefined && lastWaited !== undefined
          ? { waitingMs: (waited - lastWaited) / 1e6 }
          : {}),
      };
    }
    last = now;
    lastWaited = waited;
  };
  const probe = setInterval(turn, 1);
  return {
    stop() {
      clearInterval(probe);
      turn();
      return longest;
    },
  };
}
