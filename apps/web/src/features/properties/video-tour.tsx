import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { parseVideoTour, VIDEO_PROVIDER_NAMES, videoTourPagePath } from "@roost/shared/domain/video-tour.ts";
import { Play } from "lucide-react";
import { useState } from "react";
import { PagePanel } from "./page-panel.tsx";

/**
 * The listing's video tour, if it has one. Nothing is loaded from the video's site until the
 * person presses play; then this site's own video tour page is framed, which frames the player
 * (decision 057). Before the app has loaded, play is a link to that page.
 */
export function VideoTour({ property: p }: { property: PropertyDetail }) {
  const [playing, setPlaying] = useState(false);
  const tour = p.facts.video_tour ? parseVideoTour(p.facts.video_tour) : null;
  if (!tour) return null;
  const pagePath = videoTourPagePath(p.id);
  const provider = VIDEO_PROVIDER_NAMES[tour.provider];
  const title = `Video tour of ${p.address_line_1}`;
  return (
    <PagePanel id="video-tour" title="Video tour" className="print:hidden">
      <div className="mt-4 aspect-video overflow-hidden rounded-lg bg-stone-900">
        {playing ? (
          <iframe
            src={pagePath}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            className="size-full border-0"
          />
        ) : (
          <a
            href={pagePath}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group flex size-full flex-col items-center justify-center gap-3 text-white focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
          >
            <span className="rounded-full bg-white/15 p-4 transition group-hover:bg-white/25">
              <Play className="size-8 fill-current" aria-hidden />
            </span>
            <span className="font-semibold">Play the video tour</span>
          </a>
        )}
      </div>
      <p className="mt-2 text-xs text-stone-500">
        Plays from {provider}. Nothing loads from {provider} until you press play.
      </p>
    </PagePanel>
  );
}
