import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ApiParam, ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

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

/** An integer id (identity column) as the OpenAPI document describes it. */
export const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: MAX_INT_ID } as const;

/** A numeric id property of a DTO (identity column). */
export const ApiIdProperty = (options: ApiPropertyOptions = {}) =>
  ApiProperty({ ...ID_SCHEMA, example: 12, ...options } as ApiPropertyOptions);

/** The numeric id path parameter read by ParseIdPipe: `description` says what it identifies. */
export const ApiIdParam = (description: string, name = 'id') =>
  ApiParam({ name, description, schema: ID_SCHEMA, example: 12 });

/** A uuid path parameter read by ParseUUIDPipe (anything else is 400). */
export const ApiUuidParam = (description: string, name = 'id') =>
  ApiParam({ name, description, schema: { type: 'string', format: 'uuid' }, example: UUID_EXAMPLE });

export const UUID_EXAMPLE = '3f6c2a9e-8b1d-4c57-9e0a-5d2b7c8e1f43';
