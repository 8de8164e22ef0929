import { type ComponentType, lazy } from "react";

/** A component loaded with its module when first rendered: each page is its own chunk. */
// biome-ignore lint/suspicious/noExplicitAny: each component declares its own props.
export const lazyNamed = <K extends string, T extends Record<K, ComponentType<any>>>(
  load: () => Promise<T>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
