import { BadRequestException, PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** A row id in the path: a positive PostgreSQL integer (a larger number would make the query fail). */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new BadRequestException('The id must be a positive whole number');
    return id;
  }
}
