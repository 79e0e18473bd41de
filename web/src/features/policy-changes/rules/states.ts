/** The state list is shared by the change and claim forms: it lives in lib/states. */
export { STATE_LIST, STATE_OPTIONS, stateIdOf } from '@/lib/states';
