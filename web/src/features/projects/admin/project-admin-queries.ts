import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAdminProjectQueryKey,
  getListAdminProjectsQueryKey,
  getListProjectNotesQueryKey,
  getListProjectTimelineQueryKey,
} from '../../../api/generated/admin-projects/admin-projects';

/**
 * After staff change a project: its page (counts, steps, tasks, status), its timeline and the projects table
 * load again; `notes` also reloads the staff notes. Every page, whatever page of a list it shows.
 */
export function useRefreshProject(projectId: string) {
  const queryClient = useQueryClient();
  return ({ notes = false }: { notes?: boolean } = {}) =>
    Promise.all(
      [
        getGetAdminProjectQueryKey(projectId),
        getListProjectTimelineQueryKey(projectId),
        getListAdminProjectsQueryKey(),
        ...(notes ? [getListProjectNotesQueryKey(projectId)] : []),
      ].map(([path]) => queryClient.invalidateQueries({ queryKey: [path] })),
    );
}
