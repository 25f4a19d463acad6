import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { VisitorOfTheDay } from '../../common/visitor-hash';
import { SiteVisitEntity } from './entities/site-visit.entity';

/** The public site's daily visitors, the dashboard funnel's first step (docs/modules/content.md#visits). */
@Injectable()
export class SiteVisitsService {
  constructor(@InjectRepository(SiteVisitEntity) private readonly visits: Repository<SiteVisitEntity>) {}

  /** Counts the visitor once a day: the first call of the day keeps its landing path, later ones change nothing. */
  async record(visitor: VisitorOfTheDay, landingPath: string): Promise<void> {
    await this.visits
      .createQueryBuilder()
      .insert()
      .values({ visitedOn: visitor.visitedOn, visitorHash: visitor.visitorHash, landingPath })
      .orIgnore()
      .execute();
  }
}
