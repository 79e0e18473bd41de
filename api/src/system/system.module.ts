import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LOGIN_NOTICES } from '../common/web/spa-fallback';
import { AdvertisementsService } from './advertisements.service';
import { ChatOptionsController } from './chat-options.controller';
import { PortalSettingsService } from './portal-settings.service';
import { SYSTEM_ENTITIES } from './system-entities';
import { SystemController } from './system.controller';
import { SystemService } from './system.service';

@Module({
  imports: [MikroOrmModule.forFeature(SYSTEM_ENTITIES)],
  controllers: [SystemController, ChatOptionsController],
  providers: [SystemService, PortalSettingsService, AdvertisementsService, { provide: LOGIN_NOTICES, useExisting: SystemService }],
  exports: [SystemService, PortalSettingsService, AdvertisementsService, LOGIN_NOTICES],
})
export class SystemModule {}
