import { Page } from '../../components/ui/page';

export function BeingBuilt({ title, area }: { title: string; area: string }) {
  return <Page title={title} intro={`This part of Civic Connect (${area}) is being built and arrives in an upcoming release.`} />;
}
