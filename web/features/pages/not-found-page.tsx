import { Link } from 'react-router';
import { Page } from '../../components/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found" intro="The page you were looking for does not exist or has moved.">
      <Link to="/" className="font-semibold text-brand-700 underline dark:text-brand-300">
        Go to Home
      </Link>
    </Page>
  );
}
