import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * express-session store of connect-pg-simple (docs/modules/auth.md), with its own column layout:
 * sid varchar primary key, sess json, expire timestamp(6) indexed. Written by the store, but for a
 * suspension, which rewrites its account's sessions (SessionService.endSessionsBySuspension).
 */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn('varchar')
  sid: string;

  @Column('json')
  sess: Record<string, unknown>;

  @Index()
  @Column('timestamp', { precision: 6 })
  expire: Date;
}
