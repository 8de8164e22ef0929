import { describe, expect, it } from "vitest";
import {
  parseVideoTour,
  VIDEO_PROVIDER_NAMES,
  videoPlayerUrl,
  videoTourLink,
  videoTourPagePath,
} from "./video-tour.ts";

const id = "dQw4w9WgXcQ";

describe("a video tour link", () => {
  it("takes YouTube's and Vimeo's usual addresses of a video, and keeps its plain form", () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `https://youtube.com/watch?v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/embed/${id}`,
      ` https://www.youtube-nocookie.com/embed/${id} `,
      `https://youtube-nocookie.com/embed/${id}`,
      `http://youtu.be/${id}`,
      `https://youtu.be/${id}/`,
      `https://www.youtube.com/live/${id}/`,
    ])
      expect(videoTourLink(parseVideoTour(link) ?? { provider: "vimeo", id: "0" }), link).toBe(
        `https://www.youtube.com/watch?v=${id}`,
      );
    expect(parseVideoTour("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideoTour("https://vimeo.com/76979871/8a2f4c1e9b")).toEqual({
      provider: "vimeo",
      id: "76979871",
      hash: "8a2f4c1e9b",
    });
    expect(parseVideoTour("https://player.vimeo.com/video/76979871?h=8a2f4c1e9b")).toEqual({
      provider: "vimeo",
      id: "76979871",
      hash: "8a2f4c1e9b",
    });
    expect(parseVideoTour("https://www.vimeo.com/76979871/")).toEqual({ provider: "vimeo", id: "76979871" });
  });

  it("drops a Vimeo player's hash that is not one", () => {
    for (const h of ["<script>", "zz8a2f4c1e9b", "8a2f4c1e9bzz"])
      expect(parseVideoTour(`https://player.vimeo.com/video/76979871?h=${h}`), h).toEqual({
        provider: "vimeo",
        id: "76979871",
      });
  });

  it("refuses a video id with anything before or after it", () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${id}x`,
      `https://www.youtube.com/watch?v=x${id}`,
      `https://youtu.be/dQw4w/9WgXcQ`,
      `https://www.youtube.com/channel/embed/${id}`,
      `https://www.youtube.com/embed/${id}/extra`,
      "https://vimeo.com/channels/staffpicks/76979871",
      "https://vimeo.com/76979871/8a2f4c1e9b/extra",
      "https://player.vimeo.com/album/video/76979871",
      "https://player.vimeo.com/video/76979871/extra",
      "https://player.vimeo.com/channels/staffpicks",
    ])
      expect(parseVideoTour(link), link).toBeNull();
  });

  it("refuses anything else: other sites, channels, playlists, scripts, look-alike hosts", () => {
    for (const link of [
      "",
      "youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/@roost",
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/watch?v=short",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://evil.example/?https://youtu.be/dQw4w9WgXcQ",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/channels/staffpicks",
      "https://www.dailymotion.com/video/x7tgad0",
      "https://example.com/video/76979871",
      `ftp://youtu.be/${id}`,
    ])
      expect(parseVideoTour(link), link).toBeNull();
  });

  it("keeps a Vimeo video's plain address, with an unlisted video's hash", () => {
    expect(videoTourLink({ provider: "vimeo", id: "76979871" })).toBe("https://vimeo.com/76979871");
    expect(videoTourLink({ provider: "vimeo", id: "76979871", hash: "8a2f4c1e9b" })).toBe(
      "https://vimeo.com/76979871/8a2f4c1e9b",
    );
  });

  it("names each provider as it writes its name", () => {
    expect(VIDEO_PROVIDER_NAMES).toEqual({ youtube: "YouTube", vimeo: "Vimeo" });
  });

  it("is played on a page of its own for each listing", () => {
    expect(videoTourPagePath("8f14e45f-ceea-467f-a8f5-3b1c2d4e5f60")).toBe(
      "/video-tour/8f14e45f-ceea-467f-a8f5-3b1c2d4e5f60",
    );
    expect(videoTourPagePath(":propertyId")).toBe("/video-tour/:propertyId");
  });

  it("plays through the privacy-enhanced players", () => {
    expect(videoPlayerUrl({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(videoPlayerUrl({ provider: "vimeo", id: "76979871", hash: "8a2f4c1e9b" })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8a2f4c1e9b",
    );
    expect(videoPlayerUrl({ provider: "vimeo", id: "76979871" })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    );
  });
});
