import { DynamicModule, Global, Injectable, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app.config';
import { DatabaseConnection } from './database-connection';
import { EntityList, dataSourceOptions } from './data-source.options';
import { runMigrations } from './migrate';

/** Migrates at start-up, and closes the pool before the embedded database under it. */
@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly config: AppConfig,
    private readonly connection: DatabaseConnection,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit() {
    if (this.config.RUN_MIGRATIONS) await runMigrations(this.dataSource);
  }

  async onApplicationShutdown() {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.connection.close();
  }
}

/** One connection (and so at most one embedded database) per process. */
@Global()
@Module({
  providers: [
    {
      provide: DatabaseConnection,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => DatabaseConnection.open(config),
    },
  ],
  exports: [DatabaseConnection],
})
class DatabaseConnectionModule {}

@Global()
@Module({})
export class DatabaseModule {
  /** The connection for the app's entities (entities.ts, beside the app module that knows every module). */
  static forRoot(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        DatabaseConnectionModule,
        TypeOrmModule.forRootAsync({
          imports: [DatabaseConnectionModule],
          inject: [DatabaseConnection],
          useFactory: (connection: DatabaseConnection) => dataSourceOptions(connection.url, entities),
        }),
      ],
      providers: [DatabaseLifecycle],
    };
  }
}
