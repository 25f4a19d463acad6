import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/** A user as other modules show them: in a timeline, a table or a mail. */
export interface Person {
  id: string;
  email: string;
  /** First and last name; null when the account has neither. */
  fullName: string | null;
  /** The full name, or the e-mail address when the account has no name. */
  name: string;
}

export const personOf = (user: Pick<UserEntity, 'id' | 'email' | 'firstName' | 'lastName'>): Person => {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  return { id: user.id, email: user.email, fullName, name: fullName ?? user.email };
};

/**
 * Who the user ids other modules keep are. Their records refer to a user by id, never by a relation to auth's
 * entity (docs/adding-a-module.md), and ask here for the people behind them.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly dataSource: DataSource) {}

  /** The people behind the ids (nulls and repeats allowed); an id whose account is gone is left out. */
  async people(
    ids: Iterable<string | null | undefined>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, Person>> {
    const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
    if (!wanted.length) return new Map();
    const users = await manager.find(UserEntity, {
      where: { id: In(wanted) },
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    return new Map(users.map((user) => [user.id, personOf(user)]));
  }
}
