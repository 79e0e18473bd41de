import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { ContactDetailsDto } from './dto/contact-details.dto';
import { SystemInfoMessageDto } from './dto/system-info-message.dto';
import { PortalSettingsService } from './portal-settings.service';
import { SystemService } from './system.service';

@ApiTags('System')
@Controller('api')
export class SystemController {
  constructor(
    private readonly system: SystemService,
    private readonly settings: PortalSettingsService,
  ) {}

  @Get('systeminfo')
  @Public()
  @ApiOkResponse({ type: [SystemInfoMessageDto] })
  getSystemInfo(): Promise<SystemInfoMessageDto[]> {
    return this.system.activeMessages();
  }

  /** The Contact Us dialog's contents, for every visitor (nothing personal in it). */
  @Get('contact')
  @Public()
  @ApiOkResponse({ type: ContactDetailsDto })
  getContactDetails(): Promise<ContactDetailsDto> {
    return this.settings.contactDetails();
  }
}
