export { PolicyChangeRoute } from './components/PolicyChangeRoute';
export { toChangePolicy, customerChangeGateway } from './queries';
