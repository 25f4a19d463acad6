import { applyDecorators, StreamableFile, Type as ClassType } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiPropertyOptional,
  ApiQuery,
  IntersectionType,
  OmitType,
} from '@nestjs/swagger';
import { ApiErrorResponses } from './api-error-responses.decorator';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { toCsv } from './csv';
import { ExportColumn } from './export-columns';
import { Page, PageQueryDto, toPage } from './pagination';
import { Trim } from './transforms';
import { toXlsx, XLSX_CONTENT_TYPE } from './xlsx';

/**
 * What the back office's tables share: a search box, a sortable column, server-side pages and an
 * export of every matching row, as CSV or .xlsx (docs/api.md). A table's query DTO extends `TableQuery(...)`
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

/** A search that names a day (`2026-11-29`), matched against a table's `searchDays`. */
const SEARCH_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=` of an export. */
export class ExportFormatQueryDto {
  // Documented by TableExport's ApiQuery, whose examples show (a property's would be dropped beside the enum's $ref).
  @IsOptional()
  @IsIn(EXPORT_FORMATS)
  format?: ExportFormat;
}

/** The query of a table's export: the table's filters and order without paging, and the file format. */
export const ExportQuery = <Query extends PageQueryDto>(ListQuery: ClassType<Query>) =>
  IntersectionType(OmitType(ListQuery, ['page', 'pageSize'] as const), ExportFormatQueryDto);

/** The export of a table (`GET .../export?format=csv|xlsx`), documented once: `what` names the rows ("articles"). */
export const TableExport = (what: string) =>
  applyDecorators(
    ApiOperation({
      summary: `The filtered ${what} as CSV or Excel (.xlsx)`,
      description:
        `Every row the table would list with the same filters, search and sort (page and pageSize are not ` +
        `taken), at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')}, as a download. CSV: UTF-8 with a ` +
        'byte-order mark, a header row, RFC 4180 quoting; phone numbers as stored, and any other cell a ' +
        'spreadsheet would run as a formula prefixed with an apostrophe. xlsx: one sheet, text cells for ' +
        'text, dates as dates in the business time zone (its name and UTC offset in the header). Changes nothing.',
    }),
    ApiQuery({
      name: 'format',
      required: false,
      enum: EXPORT_FORMATS,
      enumName: 'ExportFormat',
      description: 'The file format (default csv)',
      examples: {
        csv: {
          value: 'csv',
          summary: 'CSV: UTF-8 with a byte-order mark, instants in ISO 8601 UTC',
        },
        xlsx: {
          value: 'xlsx',
          summary:
            'Excel workbook with typed cells: text as text, dates as dates in the business time zone ' +
            '(its name and UTC offset in the header)',
        },
      },
    }),
    ApiOkResponse({
      description: 'The rows with a header row, as the format asks',
      content: {
        'text/csv': { schema: { type: 'string' }, example: '"Name","Phone"\n"José Ñúñez","+14045550134"\n' },
        [XLSX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } },
      },
    }),
    ApiErrorResponses(400),
  );

/** The search and sort of a table; `page`/`pageSize` come with it, and its export omits them. */
export interface TableFilter<SortField extends string> {
  search?: string;
  sortBy: SortField;
  sortOrder: SortOrder;
}

/**
 * The query DTO of a table: `?page=&pageSize=&search=&sortBy=&sortOrder=` (newest first by default).
 * Extend it with the table's filters, and take `ExportQuery(Query)` for the export.
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
  /**
   * Timestamp expressions a search that is a day (`2026-11-29`) also matches: the rows whose instant falls
   * on that day of the business's calendar, so staff find a record by its date as by its client's name.
   */
  searchDays?: { expressions: readonly string[]; timeZone: string };
  /** The expression each sort field orders by. */
  sortColumns: Record<Filter['sortBy'], string>;
  /** A unique expression that breaks ties, so pages never overlap. */
  tieBreaker: string;
  toRow(entity: Entity): Row;
  /** The export's columns, in order. */
  exportColumns: readonly ExportColumn<Row>[];
  /** The download's name without its extension, also the sheet's name ("consultations"). */
  exportName: string;
}

/** One admin table: a page of it, and its export (same filters and order, every row up to the cap). */
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

  /** The export as a download; `timeZone` is the business's, the one both formats show times in. */
  async export(filter: Filter & ExportFormatQueryDto, timeZone: string): Promise<StreamableFile> {
    const entities = await this.filtered(filter).take(EXPORT_MAX_ROWS).getMany();
    const rows = entities.map((entity) => this.spec.toRow(entity));
    const { exportColumns: columns, exportName: name } = this.spec;
    if (filter.format === 'xlsx') {
      return new StreamableFile(await toXlsx(rows, columns, { sheetName: name, timeZone }), {
        type: XLSX_CONTENT_TYPE,
        disposition: `attachment; filename="${name}.xlsx"`,
      });
    }
    return new StreamableFile(Buffer.from(toCsv(rows, columns, { timeZone })), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${name}.csv"`,
    });
  }

  private filtered(filter: Filter): SelectQueryBuilder<Entity> {
    const builder = this.spec.query(filter);
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      const day = SEARCH_DAY.test(filter.search) ? this.spec.searchDays : undefined;
      builder.andWhere(
        new Brackets((where) => {
          for (const expression of this.spec.searchIn) {
            where.orWhere(`${expression} ILIKE :tableSearch`, { tableSearch: pattern });
          }
          for (const expression of day?.expressions ?? []) {
            where.orWhere(`to_char(${expression} AT TIME ZONE :searchZone, 'YYYY-MM-DD') = :searchDay`, {
              searchZone: day!.timeZone,
              searchDay: filter.search,
            });
          }
        }),
      );
    }
    const order = filter.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const column = this.spec.sortColumns[filter.sortBy as Filter['sortBy']];
    return builder.orderBy(column, order, 'NULLS LAST').addOrderBy(this.spec.tieBreaker, order);
  }
}
