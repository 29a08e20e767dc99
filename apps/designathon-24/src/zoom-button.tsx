import { designathon2024Links } from "@duci/data/designathon-24";
import type { Schedule2024Event } from "@duci/data/designathon-24-schedule";
import { zoomState } from "@duci/time/zoom-state";
import { Button, ButtonLink } from "@duci/ui/button";
import { newTab } from "@duci/ui/link";
import { UnavailableLink } from "@duci/ui/unavailable-link";

export interface ZoomButtonProps {
  event: Schedule2024Event;
  now: Date;
  /** The meeting links; the edition's by default (null where the real address is not known). */
  meetings?: { ceremony: string | null; event: string | null };
}

const editionMeetings = { ceremony: designathon2024Links.ceremonyZoom, event: designathon2024Links.eventZoom };

/**
 * The Zoom button of a schedule event at `now` (spec §4): posted soon before
 * the start, Join Zoom until the end, then the recording if there is one.
 */
export function ZoomButton({ event, now, meetings = editionMeetings }: ZoomButtonProps) {
  const { zoom } = event;
  if (!zoom) return null;
  const { state } = zoomState(
    { start: event.start, durationMinutes: zoom.durationMinutes, recordingUrl: zoom.recordingUrl },
    now,
  );
  if (state === "soon") {
    return (
      <Button type="button" data-variant="outline" aria-disabled="true" aria-label="Zoom link will be posted soon">
        Zoom Link Posted Soon
      </Button>
    );
  }
  if (state === "live") {
    const href = zoom.ceremony ? meetings.ceremony : meetings.event;
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
