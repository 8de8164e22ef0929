import { APP_LOAD_ELEMENT_ID } from "@roost/shared/contracts/app-load.ts";
import type { RenderedPage } from "@roost/shared/contracts/server-rendering.ts";
import { describe, expect, it } from "vitest";
import { pageDocument, pageScripts } from "./html-document.ts";
import type { ViteManifest } from "./page-renderer.ts";

// Decision 046: a server-rendered page loads the boot module in place of index.html's script, and
// the boot module loads the app, with every chunk the page needs, once the page has painted.

const TEMPLATE = `<head><title>Roost</title><meta name="description" content="x" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework.js">
<link rel="stylesheet" crossorigin href="/assets/index.css"></head>
<body><div id="root"></div></body>`;

const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_framework.js"] },
  "src/boot.ts": { file: "assets/boot.js", isEntry: true },
  "_framework.js": { file: "assets/framework.js" },
  "src/features/properties/property-page.tsx": {
    file: "assets/property-page.js",
    imports: ["_framework.js", "_gallery.js"],
  },
  "_gallery.js": { file: "assets/gallery.js", imports: ["_framework.js"] },
  "src/features/newsletter/newsletter-form.tsx": {
    file: "assets/newsletter-form.js",
    imports: ["_framework.js", "_gallery.js"],
  },
};

const PAGE: RenderedPage = {
  status: 200,
  head: { title: "A home" },
  html: "<main>A home</main>",
  state: "[]",
  signedIn: false,
  modules: ["src/features/properties/property-page.tsx", "src/features/newsletter/newsletter-form.tsx"],
};

const render = (manifest: ViteManifest) =>
  pageDocument(TEMPLATE, PAGE, {
    canonical: "https://roost.test/property/1",
    origin: "https://roost.test",
    scripts: pageScripts(manifest, PAGE.modules),
  });

describe("a server-rendered page's scripts", () => {
  it("are the boot module alone, with no preload sharing the first paint's network", () => {
    const html = render(MANIFEST);
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/boot.js">',
    ]);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it("list the app and every chunk it and the page's lazy parts import, each once, for the boot module", () => {
    const list = render(MANIFEST).match(
      new RegExp(`<script type="application/json" id="${APP_LOAD_ELEMENT_ID}">(.*?)</script>`),
    );
    expect(JSON.parse(list?.[1] ?? "null")).toEqual({
      entry: "/assets/index.js",
      preload: [
        "/assets/framework.js",
        "/assets/property-page.js",
        "/assets/gallery.js",
        "/assets/newsletter-form.js",
      ],
    });
  });

  it("stay index.html's own in a build without a boot module", () => {
    const html = render(
      Object.fromEntries(Object.entries(MANIFEST).filter(([key]) => key !== "src/boot.ts")),
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).not.toContain(APP_LOAD_ELEMENT_ID);
  });
});
