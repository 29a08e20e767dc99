import { eventEnd } from "@duci/time/event-end";
import { zoomState } from "@duci/time/zoom-state";
import { Button, ButtonLink } from "../button.tsx";
import { useNow } from "../hooks/use-now.ts";
import { newTab } from "../link.tsx";
import { UnavailableLink } from "../unavailable-link.tsx";

export interface ScheduleZoom {
  /** The Join Zoom button shows from the start for this many minutes. */
  durationMinutes: number;
  /** Ceremonies share one meeting link; every other event uses the other. */
  ceremony?: boolean;
  /** The event's own meeting, where it has one of its own (instead of the edition's two). */
  url?: string;
  recordingUrl?: string;
}

/** The edition's two meeting links; null while the real address is not known. */
export interface ZoomLinks {
  ceremony: string | null;
  event: string | null;
}

export interface ZoomButtonProps {
  start: Date;
  zoom: ScheduleZoom;
  links: ZoomLinks;
  /** The instant the page was prerendered at, for the first render. */
  initial?: Date;
}

/**
 * The Zoom button of a schedule event: posted soon before the start, Join Zoom
 * until start plus duration (or, without a known meeting address, a label saying
 * so), then the recording if there is one. It re-reads
 * the clock only at the start and at the end, so it changes while the page
 * stays open without re-rendering anything else.
 */
export function ZoomButton({ start, zoom, links, initial }: ZoomButtonProps) {
  const event = { start, durationMinutes: zoom.durationMinutes, recordingUrl: zoom.recordingUrl };
  const now = useNow([start, eventEnd(event)], initial);
  const { state } = zoomState(event, now);
  if (state === "soon") {
    return (
      <Button type="button" data-variant="outline" aria-disabled="true" aria-label="Zoom link will be posted soon">
        Zoom Link Posted Soon
      </Button>
    );
  }
  if (state === "live") {
    const href = zoom.url ?? (zoom.ceremony ? links.ceremony : links.event);
    if (!href) return <UnavailableLink label="Join Zoom" reason="meeting link not available" />;
    return (
      <ButtonLink href={href} {...newTab} data-variant="primary" aria-label="Join Zoom meeting in a new tab">
        Join Zoom
      </ButtonLink>
    );
  }
  if (state === "recording" && zoom.recordingUrl) {
    return (
      <ButtonLink href={zoom.recordingUrl} {...newTab} aria-label="Watch Zoom recording in a new tab">
        Zoom Recording
      </ButtonLink>
    );
  }
  return null;
}
