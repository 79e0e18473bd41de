export { LookupsModule } from './lookups.module';
export { LookupsService } from './lookups.service';
