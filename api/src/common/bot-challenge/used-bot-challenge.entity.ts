import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The challenges whose solution was accepted once (BotChallenges.verify): the primary key makes a second
 * use fail on every replica and under concurrency. Kept until the challenge expires, then pruned.
 */
@Entity('used_bot_challenges')
export class UsedBotChallengeEntity {
  /** The challenge's random nonce (hex), covered by its signature. */
  @PrimaryColumn({ length: 64 })
  nonce: string;

  @Index()
  @Column('timestamptz')
  expiresAt: Date;
}
