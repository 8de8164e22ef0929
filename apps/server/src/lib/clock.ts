/**
 * The server's notion of "now". Production uses the machine clock; with TEST_CLOCK on (never in
 * production) end-to-end tests can move it forward, e.g. past a viewing's 60-minute mark.
 */
export interface Clock {
  now(): Date;
  /** Only on the test clock. */
  advance?(ms: number): void;
  reset?(): void;
}

export const systemClock: Clock = { now: () => new Date() };

export function testClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
