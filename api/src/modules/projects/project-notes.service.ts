import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/access/access.decorators';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { type Person, UserDirectory } from '../auth';
import type { ProjectNoteDto } from './dto/project-workspace.dto';
import { ProjectNoteEntity } from './entities/project-note.entity';
import { ProjectEntity } from './entities/project.entity';
import { ProjectChanges, projectNotFound } from './project-changes';

const noteView = (note: ProjectNoteEntity, authors: Map<string, Person>): ProjectNoteDto => ({
  id: note.id,
  body: note.body,
  authorUserId: note.authorUserId,
  authorName: (note.authorUserId && authors.get(note.authorUserId)?.name) || null,
  createdAt: note.createdAt.toISOString(),
});

/** Staff's notes on a project (docs/modules/projects.md#notes): staff only, in no portal response and no client page's feed. */
@Injectable()
export class ProjectNotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: ProjectChanges,
    private readonly users: UserDirectory,
  ) {}

  /** Newest first. */
  async list(projectId: string, paging: PageQueryDto): Promise<Page<ProjectNoteDto>> {
    if (!(await this.dataSource.getRepository(ProjectEntity).existsBy({ id: projectId }))) throw projectNotFound();
    const [notes, total] = await this.dataSource.getRepository(ProjectNoteEntity).findAndCount({
      where: { projectId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: paging.skip,
      take: paging.pageSize,
    });
    const authors = await this.users.people(notes.map((note) => note.authorUserId));
    return toPage(
      notes.map((note) => noteView(note, authors)),
      total,
      paging,
    );
  }

  add(user: SessionUser, projectId: string, body: string): Promise<ProjectNoteDto> {
    return this.changes.apply(projectId, { staff: true }, ['notes'], async (manager, project) => {
      const note = await manager.save(
        manager.create(ProjectNoteEntity, { projectId: project.id, authorUserId: user.id, body }),
      );
      return noteView(note, await this.users.people([user.id], manager));
    });
  }
}
