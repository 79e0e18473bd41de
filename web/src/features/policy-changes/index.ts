export { PolicyChangeRoute } from './components/PolicyChangeRoute';
export { toChangePolicy, customerChangeGateway } from './queries';
export { STATE_LIST, STATE_OPTIONS } from './rules/states';
