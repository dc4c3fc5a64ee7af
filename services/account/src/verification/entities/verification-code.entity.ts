import { Column, Entity, PrimaryColumn } from 'typeorm';

export type CodePurpose = 'signup' | 'reset';

@Entity({ name: 'verification_codes' })
export class VerificationCodeEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text')
  purpose: CodePurpose;

  /** HMAC of the code; the code itself only travels in the mail. */
  @Column('text', { name: 'code_hash' })
  codeHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('boolean', { default: false })
  consumed: boolean;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
