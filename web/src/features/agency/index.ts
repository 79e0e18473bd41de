/** The agency page. Routes import the page itself (keeps each route's chunk to its own code); other features use this file. */
export { AgencyPage } from './components/AgencyPage';
