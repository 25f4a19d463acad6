import { DynamicModule, Injectable, Module, OnApplicationBootstrap, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { BotChallengeModule } from './common/bot-challenge/bot-challenge.module';
import { UnsafeTextGuard } from './common/unsafe-text';
import { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { HealthModule } from './health/health.module';
import { EventsModule } from './infrastructure/events/events.module';
import { StorageModule } from './infrastructure/storage/storage.module';
import { MetricsModule } from './metrics/metrics.module';
import { AiModule } from './modules/ai';
import { AuthModule } from './modules/auth';
import { BillingModule } from './modules/billing';
import { BookingsAdminModule, BookingsModule } from './modules/bookings';
import { ContentModule, ContentSeeder } from './modules/content';
import { DashboardModule } from './modules/dashboard';
import { NotificationsModule } from './modules/notifications';
import { ProjectsModule } from './modules/projects';
import { ProposalsModule } from './modules/proposals';
import { ReferralsModule } from './modules/referrals';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { ThrottlingModule } from './throttling/throttling.module';

/** First start on an empty database: the site's content is seeded so it is never blank. */
@Injectable()
class SeedOnStart implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly seeder: ContentSeeder,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.SEED_ON_START) await this.seeder.seedIfEmpty();
  }
}

@Module({})
export class AppModule {
  /** The whole application for a given configuration; the api, the worker and tests all start here. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // configureApp installs the request log first of all (pages and cached answers never reach Nest's
        // middleware); this binds its per-request logger (`request.log`) to Nest's logs.
        LoggerModule.forRoot({
          pinoHttp: { level: config.LOG_LEVEL },
          useExisting: true,
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        }),
        DatabaseModule.forRoot(ENTITIES),
        RedisModule.forRoot(config.REDIS_URL),
        QueueModule.forRoot(config),
        EventsModule,
        ...(config.SCHEDULER_ENABLED ? [ScheduleModule.forRoot()] : []),
        ThrottlingModule,
        BotChallengeModule,
        HealthModule,
        MetricsModule,
        // Serves the local driver's signed downloads; the modules that keep files import it themselves.
        StorageModule,
        AuthModule,
        ContentModule,
        NotificationsModule,
        BillingModule,
        BookingsAdminModule,
        BookingsModule,
        ProjectsModule,
        ProposalsModule,
        ReferralsModule,
        DashboardModule,
        AiModule,
      ],
      // The edge check is registered first so it runs before every other guard reads the request.
      providers: [{ provide: APP_GUARD, useClass: UnsafeTextGuard }, SeedOnStart],
    };
  }
}
