import { Body, Controller, Get, Header, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Public } from '../../../common/access/access.decorators';
import { SimulatedCheckout, type SimulatedCheckoutAction } from './simulated-checkout';
import { SIMULATED_CHECKOUT_PATH } from '../../../infrastructure/payments/drivers/simulated-payment.driver';

class SimulatedCheckoutFormDto {
  @IsString()
  @Length(1, 100)
  sessionId: string;

  @IsString()
  @MaxLength(100)
  token: string;

  @IsIn(['pay', 'decline', 'cancel'])
  action: SimulatedCheckoutAction;

  /** The test card's number (the page's own when absent). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  cardNumber?: string;
}

/**
 * The simulated driver's test-mode checkout: a browser page and its form, standing in for Stripe's hosted
 * checkout, so they are not part of the API contract. 404 when Stripe is configured.
 */
@ApiExcludeController()
@Public()
@Controller(SIMULATED_CHECKOUT_PATH)
export class SimulatedCheckoutController {
  constructor(private readonly checkout: SimulatedCheckout) {}

  @Get(':sessionId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  // The site's no-referrer policy makes browsers post this page's form with `Origin: null`, which the form's
  // cross-site check refuses: same-origin keeps the Origin header (and sends no referrer to other sites).
  @Header('Referrer-Policy', 'same-origin')
  page(@Param('sessionId') sessionId: string): Promise<string> {
    this.checkout.simulatedDriver();
    return this.checkout.page(sessionId);
  }

  @Post()
  async submit(@Req() request: Request, @Body() form: SimulatedCheckoutFormDto, @Res() response: Response) {
    response.redirect(
      303,
      await this.checkout.submit(request, form.sessionId, form.token, form.action, form.cardNumber),
    );
  }
}
