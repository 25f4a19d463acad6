import { Type as ClassType } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IntegerBetween } from './validation';

export const MAX_PAGE_SIZE = 100;

/** Far past the last page of any table here (a page past the last is empty); beyond it a page is absurd. */
export const MAX_PAGE = 100_000;

/** `?page=&pageSize=` of every list endpoint. */
export class PageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'The page to answer, from 1 (a page past the last is empty)',
  })
  @IsOptional()
  @IntegerBetween(1, MAX_PAGE)
  page: number = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: 20,
    description: `Items per page, at most ${MAX_PAGE_SIZE}`,
  })
  @IsOptional()
  @IntegerBetween(1, MAX_PAGE_SIZE)
  pageSize: number = 20;

  get skip(): number {
    return (this.page - 1) * this.pageSize;
  }
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const toPage = <T>(items: T[], total: number, query: PageQueryDto): Page<T> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** The response class of a paginated list of `item`, named `<Item>Page` in the OpenAPI document. */
export function PageOf<T>(item: ClassType<T>, name: string): ClassType<Page<T>> {
  class PageDto implements Page<T> {
    @ApiProperty({ type: [item] })
    items: T[];

    @ApiProperty({ type: 'integer', minimum: 0, example: 8, description: 'Items matching, on every page' })
    total: number;

    @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE, example: 1 })
    page: number;

    @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, example: 20 })
    pageSize: number;
  }
  Object.defineProperty(PageDto, 'name', { value: name });
  ApiSchema({ description: `One page of ${item.name} items, with the total across pages` })(PageDto);
  return PageDto;
}
