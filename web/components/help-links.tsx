import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';
import { richText } from '../lib/rich-text';

const linkClasses = 'font-semibold text-brand-700 underline dark:text-brand-300';

/** The links of a sentence that sends to the FAQs or contact us (`<faqs>…</faqs>`, `<contact>…</contact>` in its message). */
export const helpLinkParts: Record<string, (words: string) => ReactNode> = {
  faqs: (words) => (
    <Link to="/faqs" className={linkClasses}>
      {words}
    </Link>
  ),
  contact: (words) => (
    <Link to="/contact-us" className={linkClasses}>
      {words}
    </Link>
  ),
};

/** The end of a "Questions? Read the …" sentence: the FAQs or contact us, as links. */
export function FaqsOrContactUs() {
  return <>{richText(t('help.faqsOrContactUs'), helpLinkParts)}</>;
}
