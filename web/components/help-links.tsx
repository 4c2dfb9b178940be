import { Link } from 'react-router';

const linkClasses = 'font-semibold text-brand-700 underline dark:text-brand-300';

/** The end of a "Questions? Read the …" sentence: the FAQs or contact us, as links. */
export function FaqsOrContactUs() {
  return (
    <>
      <Link to="/faqs" className={linkClasses}>
        FAQs
      </Link>{' '}
      or{' '}
      <Link to="/contact-us" className={linkClasses}>
        contact us
      </Link>
      .
    </>
  );
}
