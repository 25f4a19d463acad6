import * as argon2 from 'argon2';
import { registerDecorator, ValidationOptions } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.constants';

let commonPasswords: Promise<Set<string>> | undefined;
/**
 * The ~50,000 most common passwords (zxcvbn-ts's maintained list), lower-cased. Loaded by the first new
 * password rather than at start: the list costs ~2.4 MB of heap.
 */
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  ));

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess';

function lengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** Why a new password is refused, or null when it is acceptable. Length, then the common-password list. */
export async function passwordProblem(password: string): Promise<string | null> {
  const problem = lengthProblem(password);
  if (problem) return problem;
  return (await loadCommonPasswords()).has(password.toLowerCase()) ? TOO_COMMON : null;
}

/** class-validator rule for a new password (sign-up, reset, change). */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: async (value: unknown) => typeof value === 'string' && (await passwordProblem(value)) === null,
        // Asked only after validate refused the value: a string of an acceptable length was a common one.
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (lengthProblem(args.value) ?? TOO_COMMON) : 'Password must be a string',
      },
    });
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

/** A hash of nothing anyone knows, verified against for unknown e-mails so their timing matches known ones. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `hash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
