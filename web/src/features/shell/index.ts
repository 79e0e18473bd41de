export { BRAND_NAME, pageHead } from './pageHead';
export { lazyComponent } from './lazy';
