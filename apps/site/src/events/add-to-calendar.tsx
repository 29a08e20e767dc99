import type { ListedEvent } from "@duci/data/event-types";
import { buildIcs, icsFileName } from "@duci/data/ics";
import { ButtonLink, narrowSidesOnPhone } from "@duci/ui/button";
import styled from "@emotion/styled";
import { useMemo } from "react";

const Download = styled(ButtonLink)({ justifySelf: "start", ...narrowSidesOnPhone });

export interface AddToCalendarProps {
  event: ListedEvent;
  /** When the file is made (its DTSTAMP). */
  stamp: Date;
}

/**
 * "Add to calendar": a calendar file of this one event, built in the page
 * (so events from the content service get one too) and offered as a download.
 */
export function AddToCalendar({ event, stamp }: AddToCalendarProps) {
  const stampMinute = Math.floor(stamp.getTime() / 60_000);
  const href = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs([event], { stamp: new Date(stampMinute * 60_000) }))}`,
    [event, stampMinute],
  );
  return (
    <Download href={href} download={icsFileName(event)} data-variant="outline">
      Add to calendar<span className="visually-hidden">: {event.title}</span>
    </Download>
  );
}
