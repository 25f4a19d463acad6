import { Injectable } from '@nestjs/common';
import type { TipBusinessType, TipStage } from './ai.constants';
import { LanguageModel } from '../../infrastructure/language-model/language-model';
import { checkTips, tipsMessages } from './model/model-prompts';
import { libraryTips } from './tips/tips-library';

/** The blog's tips widget: five tips for a type of business at a stage, from the model when one is configured. */
@Injectable()
export class BusinessTipsService {
  constructor(private readonly model: LanguageModel) {}

  async tipsFor(businessType: TipBusinessType, stage: TipStage): Promise<string[]> {
    const generated = await this.model.ask('business tips', tipsMessages(businessType, stage), checkTips);
    return generated ?? libraryTips(businessType, stage);
  }
}
