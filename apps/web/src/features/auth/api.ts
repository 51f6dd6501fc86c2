import {
  changePassword,
  login,
  me,
  register,
  resetPassword,
  sendSmsCode,
  verifyResetCode,
} from '@vidmatrix/contract/auth';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';
import { useAction } from '../../shared/api/use-action';
import { useLoad } from '../../shared/api/use-load';

export const useSendCode = () =>
  useAction((input: EndpointInput<typeof sendSmsCode>) => callEndpoint(sendSmsCode, input));

export const useLogin = () => useAction((input: EndpointInput<typeof login>) => callEndpoint(login, input));

export const useRegister = () =>
  useAction((input: EndpointInput<typeof register>) => callEndpoint(register, input));

export const useVerifyResetCode = () =>
  useAction((input: EndpointInput<typeof verifyResetCode>) => callEndpoint(verifyResetCode, input));

export const useResetPassword = () =>
  useAction((input: EndpointInput<typeof resetPassword>) => callEndpoint(resetPassword, input));

export const useChangePassword = () =>
  useAction((input: EndpointInput<typeof changePassword>) => callEndpoint(changePassword, input));

export const meQueryKey = ['auth', 'me'] as const;

export const useMe = (enabled = true) => useLoad(meQueryKey, () => callEndpoint(me, undefined), enabled);
