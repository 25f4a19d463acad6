import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { FieldErrorDto } from './error-response.dto';

/**
 * An optional field that may be left out but not sent as null (its column has no "none"): class-validator's
 * IsOptional lets null through to the database, where a NOT NULL column answers 500.
 */
export const Present = () => ValidateIf((_object, value) => value !== undefined);

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

/** The global pipe: unknown properties are refused, payloads become DTO instances. */
export const createValidationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new RequestValidationException(fieldErrors(errors)),
  });
