import { Brackets } from 'typeorm';

/**
 * The condition picking an account's rows of a table (`alias`) that has a user_id and an e-mail column
 * (`emailColumn`): sent while signed in to it (user_id), or sent to its e-mail address once it is verified
 * (a booking made, or an invoice issued, before the client signed up or while signed out): the e-mails about
 * it, with the same links, already go to that mailbox. The client's portal and staff's view of a user read
 * the same rows through it. Column names, not property paths: the bookings' contact columns are an embedded class.
 */
export const ofAccount = (alias: string, accountId: string, emailColumn = 'email'): Brackets =>
  new Brackets((where) =>
    where
      .where(`${alias}.user_id = :accountId`, { accountId })
      .orWhere(`${alias}.${emailColumn} = (SELECT u.email FROM users u WHERE u.id = :accountId AND u.email_verified)`),
  );
