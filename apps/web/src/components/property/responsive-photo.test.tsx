// @vitest-environment happy-dom
// Listing photos (decision 039): the job's sizes in AVIF then WebP with explicit width and height,
// the page's largest image loaded first and preloaded on the server, the original as the fallback.
import type { PhotoVariants } from "@roost/shared/contracts/properties.ts";
import type { PreloadImage } from "@roost/shared/contracts/server-rendering.ts";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { mountRootPerTest } from "../../test/mounted-root.ts";
import { PageHeadSink } from "../layout/page-meta.tsx";
import { ResponsivePhoto } from "./responsive-photo.tsx";

const mounted = mountRootPerTest();

const variants: PhotoVariants = {
  stem: "/files/properties/p1/a",
  sizes: [
    { width: 400, height: 300 },
    { width: 960, height: 720 },
    { width: 1600, height: 1200 },
  ],
  formats: ["avif", "webp"],
  share: { url: "/files/properties/p1/a-share.jpg", width: 1200, height: 630 },
};
const photo = {
  src: "/files/properties/p1/a-large.webp",
  width: 1600,
  height: 1200,
  sizes: "(min-width: 1024px) 400px, 100vw",
  alt: "The front",
};

describe("ResponsivePhoto", () => {
  it("offers every size in AVIF then WebP, with the photo's width and height, lazily", () => {
    act(() => mounted.root.render(<ResponsivePhoto {...photo} variants={variants} />));
    const sources = [...mounted.container.querySelectorAll("picture source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      "/files/properties/p1/a-400.avif 400w, /files/properties/p1/a-960.avif 960w, /files/properties/p1/a-1600.avif 1600w",
    );
    expect(sources[1]?.getAttribute("sizes")).toBe(photo.sizes);
    const img = mounted.container.querySelector("picture img") as HTMLImageElement;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1200"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("shows the original when the variants are not made yet, or when one fails to load", () => {
    act(() => mounted.root.render(<ResponsivePhoto {...photo} />));
    expect(mounted.container.querySelector("picture")).toBeNull();
    expect(mounted.container.querySelector("img")?.getAttribute("src")).toBe(photo.src);

    act(() => mounted.root.render(<ResponsivePhoto {...photo} variants={variants} />));
    const img = mounted.container.querySelector("picture img") as HTMLImageElement;
    act(() => void img.dispatchEvent(new Event("error")));
    expect(mounted.container.querySelector("picture")).toBeNull();
    expect(mounted.container.querySelector("img")?.getAttribute("src")).toBe(photo.src);
  });

  it("loads the page's largest image first and names it for the server's preload link", () => {
    const sink: { preloadImage?: PreloadImage } = {};
    const html = renderToString(
      <PageHeadSink value={sink}>
        <ResponsivePhoto {...photo} variants={variants} priority />
        <ResponsivePhoto {...photo} src="/second.webp" variants={{ ...variants, stem: "/second" }} priority />
      </PageHeadSink>,
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
    // The first priority image wins: one preload, for the format the <picture> tries first.
    expect(sink.preloadImage).toEqual({
      srcSet:
        "/files/properties/p1/a-400.avif 400w, /files/properties/p1/a-960.avif 960w, /files/properties/p1/a-1600.avif 1600w",
      sizes: photo.sizes,
      type: "image/avif",
    });
  });
});
