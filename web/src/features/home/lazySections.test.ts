/** @jest-environment jsdom */
import { MOBILE_QUERY } from '@/breakpoints';
import { LazySectionBody, loadHomeSections } from './lazySections';

/** A window of the given kind: matchMedia answers the phone query only on a phone. */
function viewport(kind: 'phone' | 'computer') {
  window.matchMedia = ((query: string) => ({ matches: kind === 'phone' && query === MOBILE_QUERY, media: query })) as typeof window.matchMedia;
}

describe('home sections code (loaded only where the page shows a section)', () => {
  let preload: jest.SpiedFunction<typeof LazySectionBody.preload>;
  beforeEach(() => {
    preload = jest.spyOn(LazySectionBody, 'preload').mockResolvedValue(undefined);
  });
  afterEach(() => preload.mockRestore());

  it('is not loaded on a phone without a deep link (the tiles only)', async () => {
    viewport('phone');
    await loadHomeSections(undefined);
    await loadHomeSections({});
    expect(preload).not.toHaveBeenCalled();
  });

  it('is loaded with the page on a phone when a deep link asks for a section', async () => {
    viewport('phone');
    await loadHomeSections({ homeDeepLink: { section: 'policies', policyNumber: 'PPA1000101', tab: 'documents' } });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('is loaded with the page on tablet and computer, which show every section', async () => {
    viewport('computer');
    await loadHomeSections(undefined);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
