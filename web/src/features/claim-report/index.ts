export { ReportClaimRoute } from './components/ReportClaimRoute';
