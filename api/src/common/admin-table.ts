import { applyDecorators, Header, Type as ClassType } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiErrorResponses } from './api-error-responses.decorator';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CsvColumn, toCsv } from './csv';
import { Page, PageQueryDto, toPage } from './pagination';
import { Trim } from './transforms';

/**
 * What the back office's tables share: a search box, a sortable column, server-side pages and a CSV
 * export of every matching row (SPEC.md: admin tables). A table's query DTO extends `TableQuery(...)`
 * with its own filters; its service describes the table once with `AdminTable`.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The OpenAPI description of a `sortOrder` parameter. */
export const SORT_ORDER_PROPERTY = {
  enum: SORT_ORDERS,
  enumName: 'SortOrder',
  description: 'asc: smallest, oldest or A first; desc: the reverse',
} as const;

/** Longest search the tables accept. */
export const SEARCH_MAX_LENGTH = 100;

/** Caps an export so one click cannot build an unbounded file in memory. */
export const EXPORT_MAX_ROWS = 50_000;

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `?flag=true|false` as a boolean (anything else fails validation). */
export const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** An optional `true`/`false` filter, documented for OpenAPI. */
export const BooleanFilter = (description?: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: Boolean, description, example: true })(target, key);
  IsOptional()(target, key);
  Transform(toBoolean)(target, key);
  IsBoolean()(target, key);
};

/**
 * The CSV export of a table (`GET .../export`), documented once: `what` names the rows ("articles"),
 * `filename` the download.
 */
export const CsvExport = (what: string, filename: string) =>
  applyDecorators(
    ApiOperation({
      summary: `The filtered ${what} as CSV`,
      description:
        `Every row the table would list with the same filters, search and sort (page and pageSize are not ` +
        `taken), at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')}, as a CSV download (UTF-8, a header row, ` +
        'RFC 4180 quoting; cells that a spreadsheet would run as a formula are prefixed with an apostrophe). ' +
        'Changes nothing.',
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } }),
    ApiErrorResponses(400),
    Header('Content-Type', 'text/csv; charset=utf-8'),
    Header('Content-Disposition', `attachment; filename="${filename}"`),
  );

/** The search and sort of a table; `page`/`pageSize` come with it, and its export omits them. */
export interface TableFilter<SortField extends string> {
  search?: string;
  sortBy: SortField;
  sortOrder: SortOrder;
}

/**
 * The query DTO of a table: `?page=&pageSize=&search=&sortBy=&sortOrder=` (newest first by default).
 * Extend it with the table's filters, and take `OmitType(Query, ['page', 'pageSize'])` for the export.
 */
export function TableQuery<SortField extends string>(options: {
  sortFields: readonly SortField[];
  defaultSortBy: SortField;
  defaultSortOrder?: SortOrder;
  /** What the search box matches, for the documentation. */
  searchDescription: string;
}): ClassType<PageQueryDto & TableFilter<SortField>> {
  class TableQueryDto extends PageQueryDto implements TableFilter<SortField> {
    @ApiPropertyOptional({ description: options.searchDescription, maxLength: SEARCH_MAX_LENGTH })
    @IsOptional()
    @Trim()
    @IsString()
    @MaxLength(SEARCH_MAX_LENGTH)
    search?: string;

    @ApiPropertyOptional({
      enum: options.sortFields,
      default: options.defaultSortBy,
      description: 'The column to sort by (ties are broken by creation, so pages never overlap)',
    })
    @IsOptional()
    @IsIn(options.sortFields)
    sortBy: SortField = options.defaultSortBy;

    @ApiPropertyOptional({ ...SORT_ORDER_PROPERTY, default: options.defaultSortOrder ?? 'desc' })
    @IsOptional()
    @IsIn(SORT_ORDERS)
    sortOrder: SortOrder = options.defaultSortOrder ?? 'desc';
  }
  return TableQueryDto;
}

export interface AdminTableSpec<Entity extends ObjectLiteral, Row, Filter extends TableFilter<string>> {
  /** The rows of the table with the table's own filters applied (search, order and paging come after). */
  query(filter: Filter): SelectQueryBuilder<Entity>;
  /** SQL expressions the search matches, case-insensitively, anywhere in the text. */
  searchIn: readonly string[];
  /** The expression each sort field orders by. */
  sortColumns: Record<Filter['sortBy'], string>;
  /** A unique expression that breaks ties, so pages never overlap. */
  tieBreaker: string;
  toRow(entity: Entity): Row;
  /** The export's columns, in order. */
  csv: readonly CsvColumn<Row>[];
}

/** One admin table: a page of it, and its CSV export (same filters and order, every row up to the cap). */
export class AdminTable<Entity extends ObjectLiteral, Row, Filter extends TableFilter<string>> {
  constructor(private readonly spec: AdminTableSpec<Entity, Row, Filter>) {}

  async list(query: Filter & PageQueryDto): Promise<Page<Row>> {
    const [entities, total] = await this.filtered(query).skip(query.skip).take(query.pageSize).getManyAndCount();
    return toPage(
      entities.map((entity) => this.spec.toRow(entity)),
      total,
      query,
    );
  }

  async exportCsv(filter: Filter): Promise<string> {
    const entities = await this.filtered(filter).take(EXPORT_MAX_ROWS).getMany();
    return toCsv(
      entities.map((entity) => this.spec.toRow(entity)),
      this.spec.csv,
    );
  }

  private filtered(filter: Filter): SelectQueryBuilder<Entity> {
    const builder = this.spec.query(filter);
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      builder.andWhere(
        new Brackets((where) => {
          for (const expression of this.spec.searchIn) {
            where.orWhere(`${expression} ILIKE :tableSearch`, { tableSearch: pattern });
          }
        }),
      );
    }
    const order = filter.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const column = this.spec.sortColumns[filter.sortBy as Filter['sortBy']];
    return builder.orderBy(column, order, 'NULLS LAST').addOrderBy(this.spec.tieBreaker, order);
  }
}
