/** The ai module's public API: all other modules may import of it (docs/modules/ai.md). */
export { AiModule } from './ai.module';
