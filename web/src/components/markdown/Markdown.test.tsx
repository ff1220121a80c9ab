import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './Markdown.tsx';

describe('SafeMarkdown', () => {
  it('renders markdown and turns a literal \\n into a line break', () => {
    const { container } = render(<SafeMarkdown>{'# Title\\n\\nFirst paragraph'}</SafeMarkdown>);
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('p')?.textContent).toBe('First paragraph');
  });
  it('never renders raw HTML', () => {
    const { container } = render(<SafeMarkdown>{'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> there'}</SafeMarkdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
  it('drops unsafe link schemes and keeps safe ones', () => {
    const { container } = render(<SafeMarkdown>{'[bad](javascript:alert(1)) [data](data:text/html,x) [ok](https://example.com) [mail](mailto:a@b.co) [rel](/contact)'}</SafeMarkdown>);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => /javascript|data:/i.test(h))).toEqual([]);
    expect(hrefs).toContain('https://example.com');
    expect(hrefs).toContain('mailto:a@b.co');
    expect(hrefs).toContain('/contact');
  });
});
