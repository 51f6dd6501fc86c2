import { sendSmsCode } from '@vidmatrix/contract/auth';
import { submitDemoRequest } from '@vidmatrix/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';

export const useContactCode = () =>
  useMutation({ mutationFn: (phone: string) => callEndpoint(sendSmsCode, { phone, purpose: 'contact' }) });

export const useSubmitDemoRequest = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof submitDemoRequest>) => callEndpoint(submitDemoRequest, input),
  });
