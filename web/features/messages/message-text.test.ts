import { describe, expect, it } from 'vitest';
import { linkParts } from './message-text';

describe('links in a message', () => {
  it('finds http(s) and www addresses, leaving sentence punctuation out', () => {
    expect(linkParts('See https://example.org/a?b=1, or www.civic.example.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: ', or ' },
      { text: 'www.civic.example', href: 'https://www.civic.example' },
      { text: '.' },
    ]);
  });

  it('keeps markup and other schemes as plain text', () => {
    expect(linkParts('<a href="javascript:alert(1)">x</a>')).toEqual([{ text: '<a href="javascript:alert(1)">x</a>' }]);
    expect(linkParts('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }]);
  });
});
