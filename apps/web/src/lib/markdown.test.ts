import { describe, expect, it } from 'vitest';

import { renderMarkdown } from './markdown';

describe('renderMarkdown lists', () => {
  it('keeps an indented continuation line in its list item', () => {
    const { html } = renderMarkdown('- first line\n  goes on\n- second\n\nafter');
    expect(html).toContain('<ul><li>first line goes on</li><li>second</li></ul>');
    expect(html).toContain('<p>after</p>');
  });
});
