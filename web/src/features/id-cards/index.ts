export { AutoIdCardsView } from './components/AutoIdCardsView';
