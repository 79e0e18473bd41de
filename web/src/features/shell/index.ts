export { BRAND_NAME, pageHead } from './pageHead';
