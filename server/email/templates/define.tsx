import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import type { EmailPreferenceKey } from '../email-user';
import { EmailLayout } from './layout';
import { htmlToText } from './plain-text';
import { DEFAULT_LOCALE } from '../../../contracts/i18n/locales';
import type { Translate } from '../../../contracts/i18n/messages';
import { translator } from '../../i18n/translate';

/** Where links point and who is greeted; the recipient's name comes from their profile. */
export type EmailContext = { appName: string; origin: string; recipientName?: string; /** The recipient's language (profiles.locale); en-GB when unknown. */ locale?: string | null };
export type RenderedEmail = { subject: string; html: string; text: string };

export type TemplateDef<S extends z.ZodType> = {
  type: string;
  /** Human name for previews and the /email-templates gallery. */
  name: string;
  /** The email-preference switch that governs it; null: only `all`; 'transactional': always sent. */
  preference: EmailPreferenceKey | null | 'transactional';
  audience?: 'member' | 'staff';
  schema: S;
  sample: z.infer<S>;
  subject: (data: z.infer<S>, ctx: EmailContext) => string;
  preview: (data: z.infer<S>, ctx: EmailContext) => string;
  Body: (props: { data: z.infer<S>; ctx: EmailContext }) => ReactElement;
  /**
   * Written with the catalogue (issue 29): sent in the recipient's language. A template without
   * it is still English only, frame included (scripts/i18n/not-yet-converted.ts lists it).
   */
  localised?: boolean;
};

/** The translator of an email's recipient (server/i18n). */
export const emailT = (ctx: EmailContext): Translate => translator(ctx.locale);

export const defineTemplate = <S extends z.ZodType>(def: TemplateDef<S>) => def;

// Subjects are mail headers: one line, bounded, whatever a user typed into a title.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, 200);

/** Renders a template to subject + branded HTML + plain text. React escapes every user value. */
export function renderTemplate<S extends z.ZodType>(def: TemplateDef<S>, data: z.infer<S>, ctx: EmailContext): RenderedEmail {
  const { Body } = def;
  // Until a template is converted, all of it stays English, so no email mixes two languages.
  if (!def.localised) ctx = { ...ctx, locale: DEFAULT_LOCALE };
  const html =
    '<!doctype html>' +
    renderToStaticMarkup(
      <EmailLayout appName={ctx.appName} origin={ctx.origin} preview={def.preview(data, ctx)} audience={def.audience} locale={ctx.locale}>
        <Body data={data} ctx={ctx} />
      </EmailLayout>,
    );
  return { subject: oneLine(def.subject(data, ctx)), html, text: htmlToText(html) };
}

/** A link into this product; ids are encoded so no value can change the path. */
export const link = (ctx: EmailContext, path: string, id?: string) => `${ctx.origin}${path}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
