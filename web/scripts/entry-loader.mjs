/**
 * The prerendered pages' way of starting their JS (prerender-login.mjs, prerender-home.mjs): the
 * entry's module script and its module preloads leave the head, and a small inline script at the
 * end of the body adds them once the page's picture has painted.
 *
 * Why: in the head, the preload scanner asks for every module (about 115 kB brotli on /login)
 * while the HTML is still parsing, so on a slow phone connection those downloads share the
 * bandwidth with the document, and Lighthouse's simulation counts every request started before
 * the first paint towards it (its FCP was 2.1-2.6 s, 0.9 s with the requests after the paint). The
 * picture needs none of them. After the paint they start together, as before, a frame later.
 *
 * The script waits for the frame after the first (requestAnimationFrame, then a task); in a
 * hidden tab, which paints nothing and runs no animation frames, it starts them at once.
 * The inline script is allowed by its CSP hash (api/src/common/web/inline-scripts.ts).
 */

const ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
/** Module preloads added per task by the loader. */
const PRELOADS_PER_TASK = 3;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>/g;

/**
 * The page without its entry script and module preloads, and what they named: `entry`, the
 * entry's file, and `preloads`, the modules to preload, in their order.
 */
export function takeEntryTags(html) {
  const entry = html.match(ENTRY);
  if (!entry) throw new Error('the page has no <script type="module" crossorigin src="/assets/..."> entry tag');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]).filter((file) => file !== entry[1]);
  return { html: html.replace(ENTRY, '').replace(PRELOAD, ''), entry: entry[1], preloads };
}

/**
 * A JS function expression that adds the module preloads (and those of an optional array
 * argument, after them) and then the entry's script to the head, a few per task: each insertion starts a fetch on the main thread (about 0.2 ms, but up to
 * 20 ms on a slowed phone), and twenty in one task made one long task; six per task still made tasks of 80-100 ms (Lighthouse's total
 * blocking time counts every task over 50 ms after the first paint).
 */
export function appendEntryFunction({ entry, preloads }) {
  return (
    `function(x){var d=document,h=d.head,f=${JSON.stringify(preloads)}.concat(x||[]),i=0,add=function(){var n=i+${PRELOADS_PER_TASK},l,e;` +
    `for(;i<n&&i<f.length;i++){l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];h.appendChild(l)}` +
    `if(i<f.length){setTimeout(add);return}` +
    `e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry)};h.appendChild(e)};add()}`
  );
}

/** JS that calls `start` (a function's name) after the page's first paint, or at once in a hidden tab. */
export function afterFirstPaint(start) {
  return `if(document.visibilityState==='hidden')${start}();else requestAnimationFrame(function(){setTimeout(${start})})`;
}

/** The inline script for a page that always waits for its picture's paint (login.html). */
export function entryLoaderScript(tags) {
  return `(function(){var go=${appendEntryFunction(tags)};${afterFirstPaint('go')}})()`;
}

/**
 * A rendered page's Mantine CSS variables (`<style data-mantine-styles="true">`, which
 * MantineProvider renders inside the app's root), taken out of it: `variables` goes to the
 * prerendered page's head, so it outlasts the picture, and the app does not render it again.
 */
export function takeVariables(rootHtml) {
  const match = rootHtml.match(/<style data-mantine-styles="true">[\s\S]*?<\/style>/);
  if (!match) throw new Error('the rendered page has no <style data-mantine-styles="true"> (Mantine\'s CSS variables)');
  return { rest: rootHtml.replace(match[0], ''), variables: match[0] };
}
