import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { ProjectEntity } from './entities/project.entity';
import { projectNotFound, projectWhere, type ProjectScope } from './project-changes';

/** Which side of a project is asking: its client (the portal's routes) or staff (the back office's). */
export type ProjectSide = 'client' | 'staff';

/** Who reads or writes a project's documents and messages, and from which side. */
export interface ProjectViewer {
  user: SessionUser;
  side: ProjectSide;
}

/** The role a side's uploads and messages are recorded with. */
export const roleOf = (side: ProjectSide) => (side === 'client' ? 'customer' : 'admin') as 'customer' | 'admin';

/** The projects a viewer reaches: staff any, a client their own. */
export const scopeOf = (viewer: ProjectViewer): ProjectScope =>
  viewer.side === 'client' ? { userId: viewer.user.id } : { staff: true };

/**
 * The project, when `viewer` may work on it: staff any, a client their own only. Another client's project is a
 * 404 like an unknown id, so ids are not confirmed (docs/modules/projects.md).
 */
export async function projectFor(
  manager: EntityManager,
  viewer: ProjectViewer,
  projectId: string,
): Promise<ProjectEntity> {
  const project = await manager.findOneBy(ProjectEntity, projectWhere(projectId, scopeOf(viewer)));
  if (!project) throw projectNotFound();
  return project;
}
