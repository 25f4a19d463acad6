/** How the screens name a project's status (antd-free data, one place): `tone` styles the portal's badge, `color` the admin tag. */
import type { ProjectStatus } from '../../api/generated/model';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, { label: string; tone: string; color?: string }> = {
  awaiting_deposit: { label: 'Awaiting deposit', tone: 'warning', color: 'gold' },
  active: { label: 'Active', tone: 'success', color: 'green' },
  on_hold: { label: 'On hold', tone: 'info', color: 'blue' },
  completed: { label: 'Completed', tone: 'muted', color: 'purple' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
};
