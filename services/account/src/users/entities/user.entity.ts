import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  /** Null for a signed-up user until the first sign-in creates the account. */
  @Column('uuid', { name: 'account_id', nullable: true })
  accountId: string | null;

  /** Always lower case. */
  @Column('text')
  email: string;

  @Column('text', { name: 'display_name' })
  displayName: string;

  @Column('text', { default: '#E57373' })
  color: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  @Column('boolean', { default: false })
  confirmed: boolean;

  @Column('boolean', { name: 'must_change_password', default: false })
  mustChangePassword: boolean;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
