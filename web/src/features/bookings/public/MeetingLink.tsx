/** The meeting link of the consultation just booked (SPEC.md section 4: stored and shown after success). */
export function MeetingLink({ href }: { href: string }) {
  return (
    <div className="meeting-link" role="status">
      <p className="meeting-link__title">Your meeting link</p>
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </a>
      </p>
      <p>Keep this link: you will also find it in your confirmation e-mail.</p>
    </div>
  );
}
