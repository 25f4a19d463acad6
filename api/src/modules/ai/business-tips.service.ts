import { Injectable } from '@nestjs/common';
import type { TipBusinessType, TipStage } from './ai.constants';

/** Work in progress (contract first): the curated library and the model path follow. */
@Injectable()
export class BusinessTipsService {
  tipsFor(businessType: TipBusinessType, stage: TipStage): Promise<string[]> {
    return Promise.resolve([1, 2, 3, 4, 5].map((n) => `Tip ${n} for ${businessType} at ${stage}`));
  }
}
