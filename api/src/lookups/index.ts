export { LookupsModule } from './lookups.module';
export { LookupsService, latestModelYear } from './lookups.service';
