/** The auth module's public API: all other modules may import of it (docs/modules/auth.md). */
export type { UserRole } from './auth.constants';
export { UserEntity } from './entities/user.entity';
export { AuthModule } from './auth.module';
export { UserDirectory, personOf } from './user-directory';
export type { Person } from './user-directory';
export * from './auth.events';
export { BEFORE_SECOND_FACTOR_EXTENSION } from './second-factor/second-factor.access';
export { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './auth.constants';
export { GOOGLE_CALLBACK_PATH, GOOGLE_SIGN_IN_PATH } from './google-sign-in.service';
export { SESSION_PATHS, SessionService } from './session.service';
