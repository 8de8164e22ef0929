import { describe, expect, it } from "vitest";
import { parseVideoTour, videoPlayerUrl, videoTourLink } from "./video-tour.ts";

describe("a video tour link", () => {
  it("takes YouTube's and Vimeo's usual addresses of a video, and keeps its plain form", () => {
    const id = "dQw4w9WgXcQ";
    for (const link of [
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `https://youtube.com/watch?v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/embed/${id}`,
      ` https://www.youtube-nocookie.com/embed/${id} `,
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
    ])
      expect(parseVideoTour(link), link).toBeNull();
  });

  it("plays through the privacy-enhanced players", () => {
    expect(videoPlayerUrl({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(videoPlayerUrl({ provider: "vimeo", id: "76979871", hash: "8a2f4c1e9b" })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8a2f4c1e9b",
    );
  });
});
