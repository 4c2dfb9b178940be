import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { emailContext } from './context';
import { renderTemplate, type TemplateDef } from './templates/define';
import { EMAIL_TEMPLATES } from './templates/registry';

/** GET /api/email-templates/previews: every template rendered with sample data (for /email-templates), in the request's language. */
export async function emailRoutes(app: FastifyInstance, opts: AppDeps) {
  // Documented for /api/docs: each template rendered (subject, html, text) with its identity.
  const previews = z.object({ templates: z.array(z.object({ type: z.string(), name: z.string(), preference: z.string().nullable(), subject: z.string(), html: z.string(), text: z.string() })) });
  app.get('/email-templates/previews', { schema: { security: [], response: { 200: previews } } }, async (req, reply) => {
    // In the reader's language (issue 29), as a member of that language receives them.
    const ctx = { ...emailContext(opts.config), recipientName: 'Alex Morgan', locale: req.locale };
    const templates = Object.values(EMAIL_TEMPLATES).map((t) => {
      const def = t as unknown as TemplateDef<z.ZodType>;
      const rendered = renderTemplate(def, def.schema.parse(def.sample), ctx);
      return { type: def.type, name: def.name, preference: def.preference, ...rendered };
    });
    reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language, Cookie');
    return { templates };
  });
}
