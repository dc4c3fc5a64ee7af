import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { YearScope } from '@inasaku/service-kit';

/** How long parts wait for their import to be confirmed. */
const KEPT_FOR = '1 day';

/** The assembled text of an upload, or why it cannot be had. */
export type AssembledUpload = { text: string } | { missing: true } | { tooLarge: true };

/** Parts of large import files (fields.import_upload_parts), per account and year. */
@Injectable()
export class ImportUploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Keeps a part; the same part sent again replaces itself. False when the upload id is already
   * another account's or year's (ids are the browser's UUIDs: a clash is a misuse, refused).
   */
  async savePart(scope: YearScope, uploadId: string, part: number, content: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO import_upload_parts (upload_id, part, account_id, management_id, content)
       SELECT $1, $2, $3, $4, $5
        WHERE NOT EXISTS (SELECT 1 FROM import_upload_parts
                           WHERE upload_id = $1 AND (account_id <> $3 OR management_id <> $4))
       ON CONFLICT (upload_id, part) DO UPDATE SET content = EXCLUDED.content, created_at = now()
         WHERE import_upload_parts.account_id = EXCLUDED.account_id AND import_upload_parts.management_id = EXCLUDED.management_id
       RETURNING part`,
      [uploadId, part, scope.accountId, scope.managementId, content],
    )) as unknown[];
    // Forgotten uploads go now and then, not on every part.
    if (part === 0) await this.dataSource.query(`DELETE FROM import_upload_parts WHERE created_at < now() - interval '${KEPT_FOR}'`);
    return rows.length === 1;
  }

  /** Parts 0 … parts-1 joined, when all are there and the whole is at most maxBytes of UTF-8. */
  async assemble(scope: YearScope, uploadId: string, parts: number, maxBytes: number): Promise<AssembledUpload> {
    const [head] = (await this.dataSource.query(
      `SELECT count(*)::int AS n, coalesce(sum(octet_length(content)), 0)::bigint AS bytes
         FROM import_upload_parts
        WHERE upload_id = $1 AND account_id = $2 AND management_id = $3 AND part < $4`,
      [uploadId, scope.accountId, scope.managementId, parts],
    )) as { n: number; bytes: string }[];
    if (!head || head.n !== parts) return { missing: true };
    if (Number(head.bytes) > maxBytes) return { tooLarge: true };
    const rows = (await this.dataSource.query(
      `SELECT content FROM import_upload_parts
        WHERE upload_id = $1 AND account_id = $2 AND management_id = $3 AND part < $4 ORDER BY part`,
      [uploadId, scope.accountId, scope.managementId, parts],
    )) as { content: string }[];
    return { text: rows.map((r) => r.content).join('') };
  }

  /** Parts of a deleted account's unconfirmed uploads: its farm data, removed with the rest of it. */
  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.query('DELETE FROM import_upload_parts WHERE account_id = $1', [accountId]);
  }

  async drop(scope: YearScope, uploadId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM import_upload_parts WHERE upload_id = $1 AND account_id = $2', [uploadId, scope.accountId]);
  }
}
