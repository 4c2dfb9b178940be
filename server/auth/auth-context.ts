import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profiles } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { sendEmail } from '../email/send';
import { renderEmail, type TemplateData, type TemplateType } from '../email/templates/registry';
import { publicOrigin } from '../origin';
import type { Later } from './later';
import type { AuthLimits } from './rate-limits';
import type { Signer } from './tokens';
import type { UserRow } from './user-presenter';

/** What every /auth/v1 route file gets from the plugin (server/auth/routes.ts). */
export type AuthContext = AppDeps & { signer: Signer; limits: AuthLimits; later: Later };

export const userAgent = (req: FastifyRequest) => req.headers['user-agent'];
export const nameOf = (user: Pick<UserRow, 'userMetadata'>) => String((user.userMetadata as { name?: unknown }).name ?? '');

/** Renders and delivers an auth email (logged in email_logs like every other). Never throws. */
export async function sendAuthEmail<T extends TemplateType>(ctx: AuthContext, to: { email: string; name: string }, type: T, data: TemplateData<T>) {
  // In the language of the address's account, if it has one (issue 29).
  const [profile] = await ctx.db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.email, to.email)).catch(() => []);
  const mail = renderEmail(type, data, { appName: ctx.config.appName, origin: publicOrigin(ctx.config), recipientName: to.name, locale: profile?.locale });
  await sendEmail({ db: ctx.db, transport: ctx.emailTransport }, { to: to.email, ...mail, templateType: type });
}
