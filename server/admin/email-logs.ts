import { desc } from 'drizzle-orm';
import type { EmailLogDto } from '../../contracts/admin';
import type { Db } from '../db/client';
import { emailLogs } from '../db/schema/index';

/** admin-list-email-logs: newest first, paged (docs/product.md §10). */
export async function listEmailLogs(db: Db, p: { page: number; pageSize: number }): Promise<EmailLogDto[]> {
  const rows = await db
    .select()
    .from(emailLogs)
    .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    to_email: r.toEmail,
    subject: r.subject,
    template_type: r.templateType || null,
    status: r.status === 'failed' ? 'failed' : 'sent',
    error: r.error,
  }));
}
