export { BRAND_NAME, pageHead } from './pageHead';
export { lazyComponent } from './lazy';
export { AppLink, useAppNavigate } from './appLink';
export { QuietErrorBoundary } from './components/QuietErrorBoundary';
export { LazyContactDialog } from './lazyParts';
export { dropHomePicture } from './homePicture';
