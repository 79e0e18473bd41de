/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { BrandMark } from './BrandMark';

/** The shapes of an SVG document: each element's name and attributes, in order. */
function shapes(svg: Element): string[] {
  return [...svg.children].map((element) => {
    const attributes = [...element.attributes].map((a) => `${a.name}=${a.value}`).sort();
    return `${element.tagName.toLowerCase()} ${attributes.join(' ')}`;
  });
}

describe('BrandMark', () => {
  it('draws the same shapes as public/favicon.svg (the header mark cannot drift from the icons)', () => {
    const file = readFileSync(join(__dirname, '..', '..', '..', '..', 'public', 'favicon.svg'), 'utf8');
    const favicon = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    const { container } = render(<BrandMark />);
    const inline = container.querySelector('svg');
    expect(inline).not.toBeNull();
    expect(inline?.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(shapes(inline as Element)).toEqual(shapes(favicon));
    expect(shapes(favicon)).toHaveLength(8);
  });

  it('is decoration: hidden from assistive technology and not focusable (the link names the home page)', () => {
    const { container } = render(<BrandMark />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});
