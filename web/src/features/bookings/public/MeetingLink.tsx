/** The meeting link of the call just booked (shown after success; docs/modules/bookings.md). */
export function MeetingLink({ href }: { href: string }) {
  return (
    <div className="meeting-link">
      <p className="meeting-link__title">Your meeting link</p>
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </a>
      </p>
      <p>
        Keep this link: your confirmation e-mail carries it too, with a calendar invitation (.ics) to add the call to
        your calendar.
      </p>
    </div>
  );
}
