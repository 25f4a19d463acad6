/** The projects module's public API: all other modules may import of it (docs/modules/projects.md). */
export { ProjectEntity } from './entities/project.entity';
export { ProjectsModule } from './projects.module';
export { ProjectsService } from './projects.service';
export type { NewProject } from './projects.service';
export { PROJECT_STEP_TEMPLATES } from './projects.constants';
