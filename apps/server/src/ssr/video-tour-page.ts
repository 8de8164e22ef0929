// A listing's video tour, framed by a page of this site (decision 057). The property page frames
// this page once a person presses play; this page alone may frame the players' origins, so no
// other page's Content Security Policy names them. Who may see it is the listing's own rule: the
// page asks the API for the listing as the visitor, and answers 404 for what they may not see.

import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import {
  parseVideoTour,
  VIDEO_PLAYER_ORIGINS,
  VIDEO_PROVIDER_NAMES,
  videoPlayerUrl,
  videoTourPagePath,
} from "@roost/shared/domain/video-tour.ts";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../lib/http.ts";
import { escapeHtml } from "../mail/booking-email.ts";
import { callApi } from "./in-process-api.ts";

const PATTERN = videoTourPagePath(":propertyId");

/** Whether a request is for the video tour page, which has its own security headers. */
export const isVideoTourPage = (path: string) => path.startsWith(videoTourPagePath(""));

/** The headers of the video tour page: framed by this site only, framing the players only. */
export const videoTourHeaders = (strictTransportSecurity: string | false) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      frameSrc: [...VIDEO_PLAYER_ORIGINS],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "SAMEORIGIN",
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  });

export function mountVideoTourPage(app: OpenAPIHono<AppEnv>) {
  app.get(PATTERN, async (c) => {
    const id = c.req.param("propertyId") ?? "";
    const res = await callApi(app, c, "GET", `/api/properties/${encodeURIComponent(id)}`);
    const property = res.ok ? ((await res.json()) as PropertyDetail) : null;
    const tour = property?.facts.video_tour ? parseVideoTour(property.facts.video_tour) : null;
    c.header("cache-control", "private, no-cache");
    if (!property || !tour) return c.text("Not found.", 404);
    const title = `Video tour of ${property.address_line_1}`;
    return c.html(`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;height:100%;background:#000}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe src="${escapeHtml(videoPlayerUrl(tour))}" title="${escapeHtml(`${title}, on ${VIDEO_PROVIDER_NAMES[tour.provider]}`)}" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></body></html>`);
  });
}
