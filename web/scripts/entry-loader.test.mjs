import { runInNewContext } from 'node:vm';
import { appendEntryFunction, entryLoaderScript, takeEntryTags, takeVariables } from './entry-loader.mjs';

const PAGE = `<html><head><title>x</title>
    <script type="module" crossorigin src="/assets/login-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" as="script" crossorigin="" href="/assets/lazy-C3.js">
    <link rel="icon" href="/favicon.svg">
  </head><body><div id="root"></div></body></html>`;

/** Runs a loader script in a page double: what it appended to the head, and its pending frame and tasks. */
function runLoader(script, visibilityState) {
  const appended = [];
  const frames = [];
  const tasks = [];
  const document = {
    visibilityState,
    head: { appendChild: (el) => appended.push(el.rel === 'modulepreload' ? `preload ${el.href}` : `script ${el.type} ${el.src}`) },
    createElement: () => ({}),
  };
  runInNewContext(script, { document, requestAnimationFrame: (f) => frames.push(f), setTimeout: (f) => tasks.push(f) });
  const runFrame = () => frames.shift()();
  const runTask = () => tasks.shift()();
  return { appended, frames, tasks, runFrame, runTask };
}

describe('entry-loader: the prerendered pages start their JS after the first paint', () => {
  it('takes the entry script and every module preload out of the page, keeping other links', () => {
    const tags = takeEntryTags(PAGE);
    expect(tags.entry).toBe('/assets/login-A1.js');
    expect(tags.preloads).toEqual(['/assets/react-B2.js', '/assets/lazy-C3.js']);
    expect(tags.html).not.toMatch(/modulepreload|type="module"/);
    expect(tags.html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('refuses a page without an entry script, instead of writing a page that never starts', () => {
    expect(() => takeEntryTags('<html><head></head><body></body></html>')).toThrow(/no <script type="module"/);
  });

  it('adds nothing before the frame after the first paint, then the preloads before the entry', () => {
    const page = runLoader(entryLoaderScript({ entry: '/assets/e.js', preloads: ['/assets/a.js', '/assets/b.js'] }), 'visible');
    expect(page.appended).toEqual([]);
    page.runFrame(); // the frame of the first paint
    expect(page.appended).toEqual([]);
    page.runTask(); // the task after it
    expect(page.appended).toEqual(['preload /assets/a.js', 'preload /assets/b.js', 'script module /assets/e.js']);
  });

  it('adds at most three preloads per task, so no single task is long on a slow phone', () => {
    const preloads = Array.from({ length: 14 }, (_, i) => `/assets/m${i}.js`);
    const page = runLoader(entryLoaderScript({ entry: '/assets/e.js', preloads }), 'visible');
    page.runFrame();
    page.runTask();
    expect(page.appended).toHaveLength(3);
    page.runTask();
    expect(page.appended).toHaveLength(6);
    while (page.tasks.length > 0) page.runTask();
    expect(page.appended).toEqual([...preloads.map((p) => `preload ${p}`), 'script module /assets/e.js']);
    expect(page.tasks).toHaveLength(0);
  });

  it("preloads the modules a page passes after the entry's own, before the entry", () => {
    const loader = `(function(){var go=${appendEntryFunction({ entry: '/assets/e.js', preloads: ['/assets/a.js'] })};go(['/assets/route.js'])})()`;
    const page = runLoader(loader, 'visible');
    expect(page.appended).toEqual(['preload /assets/a.js', 'preload /assets/route.js', 'script module /assets/e.js']);
  });

  it('starts at once in a hidden tab, which runs no animation frames', () => {
    const page = runLoader(entryLoaderScript({ entry: '/assets/e.js', preloads: [] }), 'hidden');
    expect(page.frames).toHaveLength(0);
    expect(page.appended).toEqual(['script module /assets/e.js']);
  });
});

describe('takeVariables: Mantine\u2019s CSS variables leave the picture for the head', () => {
  it('takes the variables style out of the rendered root', () => {
    const root = '<style data-mantine-styles="true">:root{--a:1}</style><div>page</div>';
    expect(takeVariables(root)).toEqual({ rest: '<div>page</div>', variables: '<style data-mantine-styles="true">:root{--a:1}</style>' });
  });

  it('refuses a page without them: the app would render none', () => {
    expect(() => takeVariables('<div>page</div>')).toThrow(/Mantine's CSS variables/);
  });
});
