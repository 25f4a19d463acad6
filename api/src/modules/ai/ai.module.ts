import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LanguageModelModule } from '../../infrastructure/language-model/language-model.module';
import { BlogPostEntity, ContentModule, PageEntity, ServiceEntity } from '../content';
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
