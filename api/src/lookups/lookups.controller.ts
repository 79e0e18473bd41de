import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CallerLocale } from '../common/i18n/caller-locale.decorator';
import type { Locale } from '../common/i18n/locales';
import { translateMessage } from '../common/i18n/translate';
import { VehicleLookup, VehicleLookupQuery } from './dto/vehicle-lookup.dto';
import { ZipCodeLookup, ZipCodeParams } from './dto/zip-code-lookup.dto';
import { LookupsService } from './lookups.service';

/** Vehicle lookup of the add- and replace-vehicle wizards (doc 3 §7). Any signed-in user. */
@ApiTags('Lookups')
@ApiBearerAuth('bearer')
@Controller('api/vehicle')
export class VehicleLookupController {
  constructor(private readonly lookups: LookupsService) {}

  @Get()
  @ApiOkResponse({ type: VehicleLookup })
  async lookupVehicle(@Query() query: VehicleLookupQuery, @CallerLocale() locale: Locale): Promise<VehicleLookup> {
    const found = await this.lookups.lookupVehicle(query);
    // Why a vehicle was not found, in the caller's language (issue 17).
    return found.message ? { ...found, message: translateMessage(locale, found.message) } : found;
  }
}

/** Zip code lookup of the address forms (doc 3 §7, doc 4 §7). Any signed-in user. */
@ApiTags('Lookups')
@ApiBearerAuth('bearer')
@Controller('api/address/zipcode')
export class ZipCodeLookupController {
  constructor(private readonly lookups: LookupsService) {}

  @Get(':zip')
  @ApiOkResponse({ type: ZipCodeLookup })
  lookupZipCode(@Param() params: ZipCodeParams): Promise<ZipCodeLookup> {
    return this.lookups.lookupZipCode(params.zip);
  }
}
