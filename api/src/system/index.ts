export * from './advertisement.entity';
export * from './chat-options.entity';
export * from './system-info-message.entity';
export * from './system-toggles.entity';
export * from './contact';

export { SYSTEM_ENTITIES } from './system-entities';
export { SystemModule } from './system.module';
export { PortalSettingsService } from './portal-settings.service';
export { AdvertisementsService } from './advertisements.service';
export { AdvertisementDto } from './dto/advertisement.dto';
export { CustomerServiceContactDto } from './dto/contact-details.dto';
export { ChatOptionsDto } from './dto/chat-options.dto';
export { SystemInfoMessageDto } from './dto/system-info-message.dto';
export { toChatOptionsDto } from './portal-settings.service';
export { isActiveAt } from './system.service';
export { sanitizeAdvertisementHtml } from './advertisement-html';
export { easternClock } from './eastern-time';
