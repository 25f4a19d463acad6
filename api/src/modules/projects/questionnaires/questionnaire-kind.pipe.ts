import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { QUESTIONNAIRE_KINDS, type QuestionnaireKind } from './questionnaire-kinds';
import { isQuestionnaireKind } from './questionnaire-schemas';

/** The `{kind}` of a questionnaire's path: an unknown one is a 404, like an unknown page of the portal. */
@Injectable()
export class ParseQuestionnaireKindPipe implements PipeTransform<string, QuestionnaireKind> {
  transform(value: string): QuestionnaireKind {
    if (!isQuestionnaireKind(value)) throw new NotFoundException('There is no such questionnaire');
    return value;
  }
}

export const ApiQuestionnaireKindParam = () =>
  ApiParam({
    name: 'kind',
    enum: QUESTIONNAIRE_KINDS,
    enumName: 'QuestionnaireKind',
    example: 'website',
    description: 'Which questionnaire (the :type of /portal/questionnaire/:type); any other value is a 404',
  });
