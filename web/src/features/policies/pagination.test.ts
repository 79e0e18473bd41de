import { pageCount, pageItems, pageLinks } from './pagination';

describe('policy documents pagination', () => {
  const forms = Array.from({ length: 14 }, (_, i) => `form ${i + 1}`);

  it('shows 5 forms per page', () => {
    expect(pageCount(14)).toBe(3);
    expect(pageItems(forms, 1)).toEqual(forms.slice(0, 5));
    expect(pageItems(forms, 3)).toEqual(['form 11', 'form 12', 'form 13', 'form 14']);
  });

  it('keeps one empty page when nothing matches the filter', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageItems([], 1)).toEqual([]);
    expect(pageLinks(1, pageCount(0))).toEqual([1]);
  });

  it('clamps a page beyond the end to the last page', () => {
    expect(pageItems(forms, 9)).toEqual(pageItems(forms, 3));
    expect(pageItems(forms, 0)).toEqual(pageItems(forms, 1));
  });

  it('links every page when there are 5 or fewer', () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5 page links centred on the current page', () => {
    expect(pageLinks(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('slides the window against the first and last pages', () => {
    expect(pageLinks(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
