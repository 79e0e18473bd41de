export { SystemInfoWarning } from './components/SystemInfoWarning';
