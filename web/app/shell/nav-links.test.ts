import { describe, expect, it } from 'vitest';
import { primaryLinks, roleLinks, type Viewer } from './nav-links';

const labels = (links: { label: string }[]) => links.map((l) => l.label);
const viewer = (role: Viewer['role'], isAdmin = false): Viewer => ({ signedIn: role !== null, role, isAdmin });

describe('navigation links (docs/product.md §2 Navigation bar, §6)', () => {
  it('signed-out visitors see only Home, About and Partners', () => {
    expect(labels(primaryLinks(viewer(null)))).toEqual(['Home', 'About', 'Partners']);
    expect(roleLinks(viewer(null))).toEqual([]);
  });
  it('basic members see Global Meetups but not Worldwide Venues, and can upgrade', () => {
    expect(labels(primaryLinks(viewer('basic')))).toEqual(['Home', 'About', 'Partners', 'Global Meetups']);
    expect(labels(roleLinks(viewer('basic')))).toEqual(['Upgrade Account']);
  });
  it('professionals see meetups and venues and can create meetups', () => {
    expect(labels(primaryLinks(viewer('professional')))).toEqual(['Home', 'About', 'Partners', 'Global Meetups', 'Worldwide Venues']);
    expect(roleLinks(viewer('professional')).map((l) => l.to)).toEqual(['/create-meetup']);
  });
  it('venue users do not see Global Meetups and get the venue tools', () => {
    expect(labels(primaryLinks(viewer('venue')))).toEqual(['Home', 'About', 'Partners', 'Worldwide Venues']);
    expect(roleLinks(viewer('venue')).map((l) => [l.label, l.to])).toEqual([
      ['Approve Meetups', '/venue-management?focus=approvals'],
      ['Add Venue', '/create-venue'],
      ['Manage', '/venue-management'],
    ]);
  });
  it('admins also see Admin, whatever their role', () => {
    expect(labels(primaryLinks(viewer('basic', true)))).toContain('Admin');
    expect(labels(primaryLinks(viewer('venue', true)))).toEqual(['Home', 'About', 'Partners', 'Worldwide Venues', 'Admin']);
  });
});
