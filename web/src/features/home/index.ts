export { homeContentQueryOptions } from './queries';
