import {
  applyDecorators,
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { Type } from 'class-transformer';
import { ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { FieldErrorDto } from './error-response.dto';

/**
 * An optional field that may be left out but not sent as null (its column has no "none"): class-validator's
 * IsOptional lets null through to the database, where a NOT NULL column answers 500.
 */
export const Present = () => ValidateIf((_object, value) => value !== undefined);

/**
 * A whole number from `min` to `max`, read from text (a query string's `?page=2`), with one message saying what is
 * wrong (in class-validator's words for the range): "abc" is not a whole number, where IsInt, Min and Max would
 * all fail on it, the range first.
 */
export const IntegerBetween = (min: number, max: number) =>
  applyDecorators(
    Type(() => Number),
    ValidateBy({
      name: 'integerBetween',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: ({ property, value }: ValidationArguments) =>
          !Number.isInteger(value)
            ? `${property} must be a whole number`
            : (value as number) < min
              ? `${property} must not be less than ${min}`
              : `${property} must not be greater than ${max}`,
      },
    }),
  );

/** Flattens class-validator's tree into one entry per bad field, named by its dotted path. */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

export class RequestValidationException extends BadRequestException {
  /** `message` replaces the generic "Invalid request: fields" when one human sentence says it better. */
  constructor(
    readonly fieldErrors: FieldErrorDto[],
    message?: string,
  ) {
    const fields = [...new Set(fieldErrors.map((error) => error.field))];
    super(message ?? `Invalid request: ${fields.join(', ')}`);
  }
}

/**
 * Keys class-transformer drops without a word before the whitelist is checked (they would reach an object's
 * prototype), so forbidNonWhitelisted never sees them.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** The first prototype key in a parsed payload (JSON.parse makes `__proto__` an own key), by dotted path. */
function findPrototypeKey(value: unknown, path = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.includes(key)) return field;
    const found = findPrototypeKey((value as Record<string, unknown>)[key], field);
    if (found) return found;
  }
  return undefined;
}

/** The global pipe: unknown properties are refused (prototype keys too), payloads become DTO instances. */
class StrictValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: false,
      exceptionFactory: (errors) => new RequestValidationException(fieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const key = this.toValidate(metadata) ? findPrototypeKey(value) : undefined;
    if (key) {
      const property = key.split('.').at(-1);
      throw new RequestValidationException([{ field: key, message: `property ${property} should not exist` }]);
    }
    return super.transform(value, metadata);
  }
}

export const createValidationPipe = () => new StrictValidationPipe();
