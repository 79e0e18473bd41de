import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PortalSettingsService } from './portal-settings.service';
import { ChatOptionsDto } from './dto/chat-options.dto';

/** Chat options: staff edit them in the back office; signed-in customers read them. */
@ApiTags('Chat')
@ApiBearerAuth('bearer')
@Controller('api/admin')
export class ChatOptionsController {
  constructor(private readonly settings: PortalSettingsService) {}

  @Get('chatOptions')
  @ApiOkResponse({ type: ChatOptionsDto })
  getChatOptions(): Promise<ChatOptionsDto> {
    return this.settings.chatOptions();
  }
}
