import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event written in the same transaction as the change it announces, then relayed to
 * JetStream. A crash between commit and publish therefore never loses the event.
 */
@Entity({ name: 'event_outbox' })
export class OutboxEventEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  subject: string;

  /** JetStream Nats-Msg-Id: the same id published twice is stored once. */
  @Column('text', { name: 'msg_id', unique: true })
  msgId: string;

  @Column('jsonb')
  data: unknown;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt: Date | null;
}
