import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../auth';
import type { AuthenticatedUser } from '../../auth';
import {
  AddWalletItemRequestDto,
  UpdateWalletItemRequestDto,
  WalletDto,
  WalletEmailRequestDto,
  WalletItemParamsDto,
  WalletParamsDto,
  WalletQueryDto,
} from '../dto/wallet.dto';
import { WalletService } from './wallet.service';

/** The Wallet tab's calls (doc 2 §7): the signed-in user's own wallet only (another's ids answer 404). */
@ApiTags('Payments')
@ApiBearerAuth('bearer')
@Controller('api/payment/wallets')
export class WalletController {
  constructor(private readonly wallets: WalletService) {}

  @Get()
  @ApiOkResponse({ type: WalletDto, isArray: true })
  getWallets(@CurrentUser() user: AuthenticatedUser, @Query() query: WalletQueryDto): Promise<WalletDto[]> {
    return this.wallets.list(user.userId, query.policyNumbers);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: WalletDto })
  addWalletItem(@CurrentUser() user: AuthenticatedUser, @Body() body: AddWalletItemRequestDto): Promise<WalletDto> {
    return this.wallets.add(user.userId, body);
  }

  @Post(':walletId')
  @HttpCode(200)
  @ApiOkResponse({ type: WalletDto })
  saveWalletEmail(@CurrentUser() user: AuthenticatedUser, @Param() params: WalletParamsDto, @Body() body: WalletEmailRequestDto): Promise<WalletDto> {
    return this.wallets.saveEmail(user.userId, params.walletId, body.emailAddress);
  }

  @Post(':walletId/items/:walletItemId')
  @HttpCode(200)
  @ApiOkResponse({ type: WalletDto })
  updateWalletItem(@CurrentUser() user: AuthenticatedUser, @Param() params: WalletItemParamsDto, @Body() body: UpdateWalletItemRequestDto): Promise<WalletDto> {
    return this.wallets.updateItem(user.userId, params.walletId, params.walletItemId, body);
  }

  @Delete(':walletId/items/:walletItemId')
  @ApiOkResponse({ type: WalletDto })
  deleteWalletItem(@CurrentUser() user: AuthenticatedUser, @Param() params: WalletItemParamsDto): Promise<WalletDto> {
    return this.wallets.deleteItem(user.userId, params.walletId, params.walletItemId);
  }
}
