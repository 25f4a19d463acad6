import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LanguageModelModule } from '../../infrastructure/language-model/language-model.module';
import { ContentModule } from '../content/content.module';
import { BlogPostEntity } from '../content/entities/blog-post.entity';
import { PageEntity } from '../content/entities/page.entity';
import { ServiceEntity } from '../content/entities/service.entity';
import { AiController } from './ai.controller';
import { AssistantService } from './assistant.service';
import { BusinessTipsService } from './business-tips.service';
import { KnowledgeService } from './knowledge/knowledge.service';

/** The floating assistant and the tips widget, grounded in the site's own content. */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceEntity, PageEntity, BlogPostEntity]), ContentModule, LanguageModelModule],
  controllers: [AiController],
  providers: [AssistantService, BusinessTipsService, KnowledgeService],
})
export class AiModule {}
