import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { GoogleSignInService } from './google-sign-in.service';

/**
 * "Sign in with Google": browser navigations outside /api (GOOGLE_SIGN_IN_PATH, GOOGLE_CALLBACK_PATH),
 * answered with redirects, so they are not part of the API contract.
 */
@ApiExcludeController()
@Public()
@Controller('auth/google')
export class GoogleSignInController {
  constructor(private readonly google: GoogleSignInService) {}

  /** Sends the browser to Google (or back to the login view with an error when the provider is down). */
  @Get()
  async start(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.assertConfigured();
    response.redirect(302, await this.google.start(request));
  }

  /** Google sends the browser back here: to the portal when signed in, to the login view otherwise. */
  @Get('callback')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.assertConfigured();
    response.redirect(302, await this.google.finish(request));
  }

  private assertConfigured() {
    if (!this.google.isConfigured) throw new NotFoundException('Google sign-in is not configured');
  }
}
