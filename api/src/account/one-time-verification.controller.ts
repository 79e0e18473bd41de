import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { AuthThrottle } from '../auth';
import { ValidityResultDto, VerifyAccountNumberRequestDto, VerifyOneTimeRequestDto, VerifyPaymentNumberRequestDto } from './dto/one-time.dto';
import { PolicyProofService } from '../policy-proof';

/** Checks that let a visitor make a one-time payment without an account (doc 1 §7, doc 2). */
@ApiTags('Verification')
@Public()
@Controller('api/account')
export class OneTimeVerificationController {
  constructor(private readonly proof: PolicyProofService) {}

  @Post('verifypaymentnumber')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: ValidityResultDto })
  async verifyPaymentNumber(@Body() body: VerifyPaymentNumberRequestDto): Promise<ValidityResultDto> {
    return { isValid: await this.proof.paymentNumberMatches(body.policyNumber, body.paymentNumber) };
  }

  @Post('verifyaccountnumber')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: ValidityResultDto })
  async verifyAccountNumber(@Body() body: VerifyAccountNumberRequestDto): Promise<ValidityResultDto> {
    return { isValid: await this.proof.accountHolderAndZipMatch(body.accountNumber, body.policyHolder, body.zip) };
  }

  @Post('verifyonetime')
  @HttpCode(200)
  @AuthThrottle()
  @ApiOkResponse({ type: ValidityResultDto })
  async verifyOneTime(@Body() body: VerifyOneTimeRequestDto): Promise<ValidityResultDto> {
    return { isValid: await this.proof.policyHolderAndZipMatch(body.policyNumber, body.policyHolder, body.zip) };
  }
}
