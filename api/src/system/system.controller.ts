import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { SystemInfoMessageDto } from './dto/system-info-message.dto';
import { SystemService } from './system.service';

@ApiTags('System')
@Controller('api')
export class SystemController {
  constructor(private readonly system: SystemService) {}

  @Get('systeminfo')
  @Public()
  @ApiOkResponse({ type: [SystemInfoMessageDto] })
  getSystemInfo(): Promise<SystemInfoMessageDto[]> {
    return this.system.activeMessages();
  }
}
