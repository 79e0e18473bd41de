import { Module } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';
import { VehicleLookupController, ZipCodeLookupController } from './lookups.controller';
import { LookupsService } from './lookups.service';
import { VehicleData } from './vehicle-data.port';
import { VpicVehicleData } from './vpic/vpic-vehicle-data';
import { ZipData } from './zip-data.port';
import { GeoNamesZipData } from './zip/geonames-zip-data';

/**
 * Lookups of public reference data (vehicles, zip codes). The two ports are exported, so the
 * policy-change and claim areas check what users enter against the same data; a deployment
 * replaces an adapter by overriding its token (README.md).
 */
@Module({
  controllers: [VehicleLookupController, ZipCodeLookupController],
  providers: [
    LookupsService,
    // The working copy of the vPIC catalogue lives in the data folder (made on first use).
    { provide: VehicleData, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new VpicVehicleData(join(config.dataDir, 'lookups')) },
    { provide: ZipData, useFactory: () => new GeoNamesZipData() },
  ],
  exports: [LookupsService, VehicleData, ZipData],
})
export class LookupsModule {}
