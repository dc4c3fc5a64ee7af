import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An inquiry (お問い合わせ・ご要望) as sent, with who sent it at the time. */
@Entity({ name: 'inquiries' })
export class InquiryEntity {
  @PrimaryColumn('uuid', { name: 'inquiry_id' })
  inquiryId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('text')
  email: string;

  @Column('text', { name: 'display_name' })
  displayName: string;

  @Column('varchar', { length: 500 })
  comment: string;

  /** Null while the mail to support has not gone out. */
  @Column('timestamptz', { name: 'mailed_at', nullable: true })
  mailedAt: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
