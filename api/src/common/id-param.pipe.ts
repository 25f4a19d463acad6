import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Largest value of an integer identity column. */
export const MAX_INT_ID = 2_147_483_647;

/** A numeric id path parameter: 1 to MAX_INT_ID, else a 400 (a bigger number would make PostgreSQL fail). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_INT_ID)) throw new BadRequestException('The id must be a positive whole number');
    return id;
  }
}
