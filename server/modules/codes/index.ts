import type { ServerModule } from '../module';
import codeRoutes from './routes';

export { checkCode, CODE_MAX_ATTEMPTS, CODE_TTL_MS, sendCode } from './service';
export type { CheckCodeInput, CodeDeps, SendCodeInput } from './service';

/** Verification codes by SMS or email: `sendCode` and `checkCode` for every area that needs one. */
export const codesModule: ServerModule = {
  name: 'codes',
  dependsOn: [],
  routes: codeRoutes,
};
