import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { VisitorHasher } from '../../common/visitor-hash';
import { UserEntity } from '../auth';
import { InvoiceEntity } from '../billing';
import { NotificationsModule } from '../notifications';
import { ProjectEntity } from '../projects';
import { PagesAdminController } from './admin/pages-admin.controller';
import { PagesAdminService } from './admin/pages-admin.service';
import { PortfolioAdminController } from './admin/portfolio-admin.controller';
import { PortfolioAdminService } from './admin/portfolio-admin.service';
import { BlogAdminController } from './admin/blog-admin.controller';
import { BlogAdminService } from './admin/blog-admin.service';
import { ServicesAdminController } from './admin/services-admin.controller';
import { ServicesAdminService } from './admin/services-admin.service';
import { ImageSources } from './admin/image-sources';
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
import { SiteVisitEntity } from './entities/site-visit.entity';
import { TestimonialEntity } from './entities/testimonial.entity';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';
import { SeoFilesController } from './seo/seo-files.controller';
import { SeoController } from './seo/seo.controller';
import { SeoService } from './seo/seo.service';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';
import { SiteVisitsController } from './site-visits.controller';
import { SiteVisitsService } from './site-visits.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';
import { AdminTestimonialsController } from './testimonials/admin-testimonials.controller';
import { AdminTestimonialsService } from './testimonials/admin-testimonials.service';
import { FeedbackAfterBalance } from './testimonials/feedback-after-balance';
import { FeedbackRequests } from './testimonials/feedback-requests';
import { FeedbackTokens } from './testimonials/feedback-tokens';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ServiceEntity,
      PortfolioItemEntity,
      TestimonialEntity,
      BlogPostEntity,
      PageEntity,
      PageSectionEntity,
      UserEntity,
      ProjectEntity,
      InvoiceEntity,
      SiteVisitEntity,
    ]),
    NotificationsModule,
  ],
  controllers: [
    ServicesController,
    PortfolioController,
    TestimonialsController,
    AdminTestimonialsController,
    BlogController,
    PagesController,
    SeoController,
    SeoFilesController,
    PortfolioAdminController,
    PagesAdminController,
    BlogAdminController,
    ServicesAdminController,
    SiteVisitsController,
  ],
  providers: [
    ContentCache,
    ContentCacheInterceptor,
    ServicesService,
    PortfolioService,
    TestimonialsService,
    AdminTestimonialsService,
    FeedbackAfterBalance,
    FeedbackRequests,
    FeedbackTokens,
    BlogService,
    PagesService,
    SeoService,
    ContentSeeder,
    PortfolioAdminService,
    PagesAdminService,
    BlogAdminService,
    ServicesAdminService,
    ImageSources,
    Clock,
    VisitorHasher,
    SiteVisitsService,
  ],
  exports: [ContentSeeder, ContentCache, SeoService],
})
export class ContentModule {}
