/** The event type's icon in the studio's lists: a small drawn calendar. */
export function CalendarIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" aria-hidden="true">
      <rect x="4.5" y="6.5" width="16" height="14" rx="2" stroke="currentColor" strokeWidth="1.2" />
      <path d="M4.5 10.5h16M9 4.5v4M16 4.5v4" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
