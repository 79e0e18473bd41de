export { ManageAlerts } from './components/ManageAlerts';
export { useSaveDelivery, useSavePhone } from './queries';
