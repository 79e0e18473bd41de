import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AdvertisementsService } from './advertisements.service';
import { ChatOptionsController } from './chat-options.controller';
import { PortalSettingsService } from './portal-settings.service';
import { SYSTEM_ENTITIES } from './system-entities';
import { SystemController } from './system.controller';
import { SystemService } from './system.service';

@Module({
  imports: [MikroOrmModule.forFeature(SYSTEM_ENTITIES)],
  controllers: [SystemController, ChatOptionsController],
  providers: [SystemService, PortalSettingsService, AdvertisementsService],
  exports: [SystemService, PortalSettingsService, AdvertisementsService],
})
export class SystemModule {}
