export { SystemInfoWarning } from './components/SystemInfoWarning';
export { SystemInfoNotices } from './components/SystemInfoNotices';
export { readSystemInfo } from './systemInfo';
