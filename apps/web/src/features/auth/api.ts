import {
  changePassword,
  login,
  loginSms,
  me,
  register,
  resetPassword,
  sendSmsCode,
  verifyResetCode,
} from '@vidmatrix/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';

export const useSendCode = () =>
  useMutation({ mutationFn: (input: EndpointInput<typeof sendSmsCode>) => callEndpoint(sendSmsCode, input) });

export const useLogin = () =>
  useMutation({ mutationFn: (input: EndpointInput<typeof login>) => callEndpoint(login, input) });

export const useLoginSms = () =>
  useMutation({ mutationFn: (input: EndpointInput<typeof loginSms>) => callEndpoint(loginSms, input) });

export const useRegister = () =>
  useMutation({ mutationFn: (input: EndpointInput<typeof register>) => callEndpoint(register, input) });

export const useVerifyResetCode = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof verifyResetCode>) => callEndpoint(verifyResetCode, input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof resetPassword>) => callEndpoint(resetPassword, input),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof changePassword>) => callEndpoint(changePassword, input),
  });

export const useMe = () => useQuery({ queryKey: ['auth', 'me'], queryFn: () => callEndpoint(me, undefined) });
