import {
  changePassword,
  login,
  loginSms,
  logout,
  me,
  register,
  resetPassword,
  sendSmsCode,
  verifyResetCode,
} from '@vidmatrix/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import devRoutes from './dev-routes';
import * as auth from './service';
import { sendCode } from './verification';

/** What a service needs to know about the caller besides the input. */
function callContext(request: FastifyRequest): auth.CallContext {
  return {
    brand: request.brand,
    brandKey: request.brand.key,
    language: request.language,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    counters: request.server.counters,
    codePepper: request.server.authSettings.codePepper,
  };
}

export default async function authRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'NODE_ENV' | 'SMS_CODES_PER_IP_PER_HOUR'> },
) {
  route(app, sendSmsCode, ({ body, request }) =>
    sendCode(app.db, app.sms, request.log, {
      brand: request.brand,
      phone: body.phone,
      purpose: body.purpose,
      ip: request.ip,
      smsPerIpPerHour: config.SMS_CODES_PER_IP_PER_HOUR,
      counters: app.counters,
      codePepper: app.authSettings.codePepper,
    }),
  );

  route(app, register, ({ body, request }) =>
    auth.register(app.db, body, app.authSettings, callContext(request)),
  );

  route(app, login, ({ body, request }) => auth.login(app.db, body, app.authSettings, callContext(request)));
  route(app, loginSms, ({ body, request }) =>
    auth.loginWithCode(app.db, body, app.authSettings, callContext(request)),
  );

  route(app, logout, async ({ request }) => {
    await auth.logout(app.db, await request.requireRole('member'));
    return { logged_out: true };
  });

  route(app, me, async ({ request }) => auth.me(app.db, await request.requireRole('member'), request.brand));

  route(app, verifyResetCode, ({ body, request }) =>
    auth.verifyResetCode(app.db, body, callContext(request)),
  );

  route(app, resetPassword, ({ body, request }) =>
    auth.resetPassword(app.db, body, app.authSettings, callContext(request)),
  );

  route(app, changePassword, async ({ body, request }) =>
    auth.changePassword(app.db, await request.requireRole('member'), body, callContext(request)),
  );

  // Development helpers (outbox, expiring one's own session) never exist in production.
  if (config.NODE_ENV !== 'production') await app.register(devRoutes);
}
