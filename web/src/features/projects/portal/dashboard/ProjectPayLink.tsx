import { Link } from '@tanstack/react-router';
import type { PortalProjectDto } from '../../../../api/generated/model';

/** The invoice's public id when `payUrl` is this site's pay page, so the link stays in the app. */
function payPageId(payUrl: string): string | null {
  try {
    return /^\/pay-invoice\/([^/]+)$/.exec(new URL(payUrl, window.location.origin).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** "Pay the deposit" (or "Pay now" for a project paid in full at once) to the project's first invoice. */
export function ProjectPayLink({
  project,
}: {
  project: Pick<PortalProjectDto, 'title' | 'balanceCents'> & { payUrl: string };
}) {
  const text = project.balanceCents > 0 ? 'Pay the deposit' : 'Pay now';
  const label = `${text} for ${project.title}`;
  const publicId = payPageId(project.payUrl);
  return publicId ? (
    <Link to="/pay-invoice/$publicId" params={{ publicId }} className="btn btn--primary" aria-label={label}>
      {text}
    </Link>
  ) : (
    <a href={project.payUrl} className="btn btn--primary" aria-label={label}>
      {text}
    </a>
  );
}
