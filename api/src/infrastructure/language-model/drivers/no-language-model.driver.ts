import { LanguageModel } from '../language-model';

/** No model: every answer is composed from the site's content alone. */
export class NoLanguageModel extends LanguageModel {
  readonly isConfigured = false;

  ask(): Promise<null> {
    return Promise.resolve(null);
  }
}
