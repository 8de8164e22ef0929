// The longest the event loop of this process was held: the longest gap between two turns of a
// 1 ms timer. (monitorEventLoopDelay's histogram misses a block that starts with it.) In a bench
// that serves the app in-process, that is the server's; on a loaded machine it includes the time
// the process waited for a core.

export function watchStalls(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(probe);
      return Math.max(longest, performance.now() - last);
    },
  };
}
