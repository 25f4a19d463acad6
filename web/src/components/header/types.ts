/** What the header needs to know about a signed-in visitor (PublicLayout builds it from useCurrentUser). */
export interface HeaderUser {
  email: string;
  firstName?: string | null;
  isAdmin: boolean;
}

/** The user menu reads the first name, else the e-mail, else "User" (docs/web.md). */
export function userMenuLabel(user: Pick<HeaderUser, 'email' | 'firstName'>): string {
  return user.firstName?.trim() || user.email?.trim() || 'User';
}
