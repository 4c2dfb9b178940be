// @vitest-environment node
// The feature-boundary check (scripts/check-boundaries.ts, run by `npm run check`) reads the
// features from the folders: a feature added tomorrow is covered without editing a list.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { featureBoundaryViolations } from '../../scripts/check-boundaries';

const trees: string[] = [];
afterEach(() => {
  for (const t of trees.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A web/ tree of its own: { 'features/a/page.tsx': 'source', … }; returns its features folder. */
function tree(files: Record<string, string>): string {
  const web = mkdtempSync(path.join(os.tmpdir(), 'cc-boundaries-'));
  trees.push(web);
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), code);
  }
  return path.join(web, 'features');
}

describe('feature boundaries', () => {
  it("fails on every way one feature can reach another's files, including a feature no list names", () => {
    const features = tree({
      'features/meetups/page.tsx': "import { Card } from '../../components/card';\nimport { useVenue } from '../venues/api';\nexport const Page = () => <Card />;\n",
      'features/meetups/deep/panel.tsx': "export { VenueCard } from '../../venues/card';\nexport type { Venue } from '../../venues';\n",
      'features/venues/api.ts': "import type { Meetup } from '../meetups/page';\nexport const useVenue = () => null;\n",
      'features/venues/card.tsx': 'export const VenueCard = () => null;\n',
      'features/venues/index.ts': 'export type Venue = { id: string };\n',
      // A feature created after the rule was written: covered because it is a folder.
      'features/brand-new/page.tsx': "const Lazy = () => import('../meetups/page');\nexport default Lazy;\n",
      'components/card.tsx': 'export const Card = () => null;\n',
    });
    const found = featureBoundaryViolations(features).map((v) => `${v.from} → ${v.to} (${v.specifier}) line ${v.line}`);
    expect(found.sort()).toEqual(
      [
        'brand-new → meetups (../meetups/page) line 1',
        'meetups → venues (../venues/api) line 2',
        'meetups → venues (../../venues/card) line 1',
        'meetups → venues (../../venues) line 2',
        'venues → meetups (../meetups/page) line 1',
      ].sort(),
    );
  });

  it('allows imports inside a feature and of the shared folders', () => {
    const features = tree({
      'features/meetups/page.tsx': "import { api } from '../../lib/api';\nimport { Card } from '../../components/card';\nimport { part } from './parts/part';\nimport { z } from 'zod';\n",
      'features/meetups/parts/part.ts': "import { labels } from '../../../../contracts/labels';\nexport const part = labels;\n",
    });
    expect(featureBoundaryViolations(features)).toEqual([]);
  });

  it('finds none in the app as it is', () => {
    expect(featureBoundaryViolations('web/features')).toEqual([]);
  });
});
