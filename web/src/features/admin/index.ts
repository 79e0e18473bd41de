export { AdminPage } from './components/AdminPage';
export * from './queries';
