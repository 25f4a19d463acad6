import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/**
 * The staff dashboard (/admin1): a thin module serving figures each owning module counts in its own metrics
 * file (docs/modules/dashboard.md). It keeps no table of its own.
 */
@Module({
  controllers: [AdminDashboardController],
  providers: [Clock, AdminDashboardService],
})
export class DashboardModule {}
