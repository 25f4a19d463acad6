import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogAdminController } from './admin/blog-admin.controller';
import { BlogAdminService } from './admin/blog-admin.service';
import { ServicesAdminController } from './admin/services-admin.controller';
import { ServicesAdminService } from './admin/services-admin.service';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { ContentCache } from './cache/content-cache';
import { ContentCacheInterceptor } from './cache/content-cache.interceptor';
import { ContentSeeder } from './content.seeder';
import { BlogPostEntity } from './entities/blog-post.entity';
import { PageSectionEntity } from './entities/page-section.entity';
import { PageEntity } from './entities/page.entity';
import { PortfolioItemEntity } from './entities/portfolio-item.entity';
import { ServiceEntity } from './entities/service.entity';
import { TestimonialEntity } from './entities/testimonial.entity';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ServiceEntity,
      PortfolioItemEntity,
      TestimonialEntity,
      BlogPostEntity,
      PageEntity,
      PageSectionEntity,
    ]),
  ],
  controllers: [
    ServicesController,
    PortfolioController,
    TestimonialsController,
    BlogController,
    PagesController,
    BlogAdminController,
    ServicesAdminController,
  ],
  providers: [
    ContentCache,
    ContentCacheInterceptor,
    ServicesService,
    PortfolioService,
    TestimonialsService,
    BlogService,
    PagesService,
    ContentSeeder,
    BlogAdminService,
    ServicesAdminService,
  ],
  exports: [ContentSeeder, ContentCache],
})
export class ContentModule {}
