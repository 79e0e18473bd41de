import { Advertisement } from './advertisement.entity';
import { ChatOptions } from './chat-options.entity';
import { SystemInfoMessage } from './system-info-message.entity';
import { SystemToggles } from './system-toggles.entity';

export * from './advertisement.entity';
export * from './chat-options.entity';
export * from './system-info-message.entity';
export * from './system-toggles.entity';
export * from './contact';

export const SYSTEM_ENTITIES = [SystemInfoMessage, ChatOptions, SystemToggles, Advertisement];
