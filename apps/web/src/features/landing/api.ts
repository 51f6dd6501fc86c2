import { sendSmsCode } from '@vidmatrix/contract/auth';
import { submitDemoRequest } from '@vidmatrix/contract/contact';
import { callEndpoint, type EndpointInput } from '../../shared/api/call-endpoint';
import { useAction } from '../../shared/api/use-action';

export const useContactCode = () =>
  useAction((phone: string) => callEndpoint(sendSmsCode, { phone, purpose: 'contact' }));

export const useSubmitDemoRequest = () =>
  useAction((input: EndpointInput<typeof submitDemoRequest>) => callEndpoint(submitDemoRequest, input));
