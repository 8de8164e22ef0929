// A listing's video tour: a YouTube or Vimeo link, kept in its plain form and played through the
// provider's privacy-enhanced player only once a person asks for it (decision 057).

export type VideoProvider = "youtube" | "vimeo";

export interface VideoTour {
  provider: VideoProvider;
  id: string;
  /** An unlisted Vimeo video's private hash, which its player needs. */
  hash?: string;
}

/** The only origins a video tour's player is framed from. */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export const VIDEO_TOUR_PROBLEM =
  "Enter a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…";

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_PATHS = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PATH = /^\/(\d{1,12})(?:\/([0-9a-f]{6,20}))?\/?$/;
const VIMEO_PLAYER_PATH = /^\/video\/(\d{1,12})\/?$/;

/** The tour a pasted link names, or null for anything but a YouTube or Vimeo video. */
export function parseVideoTour(text: string): VideoTour | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (host === "youtu.be") return youtube(url.pathname.slice(1).replace(/\/$/, ""));
  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") return youtube(url.searchParams.get("v") ?? "");
    return youtube(YOUTUBE_PATHS.exec(url.pathname)?.[1] ?? "");
  }
  if (VIMEO_HOSTS.has(host)) {
    const [, id, hash] = VIMEO_PATH.exec(url.pathname) ?? [];
    return id ? vimeo(id, hash) : null;
  }
  if (host === "player.vimeo.com") {
    const id = VIMEO_PLAYER_PATH.exec(url.pathname)?.[1];
    const hash = url.searchParams.get("h") ?? undefined;
    return id ? vimeo(id, hash && /^[0-9a-f]{6,20}$/.test(hash) ? hash : undefined) : null;
  }
  return null;
}

const youtube = (id: string): VideoTour | null => (YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null);
const vimeo = (id: string, hash?: string): VideoTour =>
  hash ? { provider: "vimeo", id, hash } : { provider: "vimeo", id };

/** The link as Roost keeps it: the provider's plain address of the video. */
export function videoTourLink(tour: VideoTour): string {
  if (tour.provider === "youtube") return `https://www.youtube.com/watch?v=${tour.id}`;
  return `https://vimeo.com/${tour.id}${tour.hash ? `/${tour.hash}` : ""}`;
}

/** The privacy-enhanced player, starting at once (it is loaded only when a person pressed play). */
export function videoPlayerUrl(tour: VideoTour): string {
  if (tour.provider === "youtube") return `${VIDEO_PLAYER_ORIGINS[0]}/embed/${tour.id}?autoplay=1&rel=0`;
  const hash = tour.hash ? `&h=${tour.hash}` : "";
  return `${VIDEO_PLAYER_ORIGINS[1]}/video/${tour.id}?dnt=1&autoplay=1${hash}`;
}

/**
 * The page of this site that frames a listing's player: the only page whose Content Security
 * Policy lets the players' origins in, so the property page needs none (whichever page the app
 * was loaded from). Given ":propertyId" it is the server's route pattern.
 */
export const videoTourPagePath = (propertyId: string) => `/video-tour/${propertyId}`;
