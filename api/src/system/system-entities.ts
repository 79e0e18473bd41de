import { Advertisement } from './advertisement.entity';
import { ChatOptions } from './chat-options.entity';
import { SystemInfoMessage } from './system-info-message.entity';
import { SystemToggles } from './system-toggles.entity';

/** The system area's tables. */
export const SYSTEM_ENTITIES = [SystemInfoMessage, ChatOptions, SystemToggles, Advertisement];
