/**
 * Writes src/routeTree.gen.ts (gitignored) from src/routes without running Vite, so the type
 * check can run on a fresh checkout. Same generator and tsr.config.json as the Vite plugin.
 */
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
