import { z } from 'zod';
import { codeField, filled } from './auth';
import { consentField } from './consent';
import { defineEndpoint } from './endpoint';
import { INT_MAX, optionalField, safeString } from './input-fields';
import { phoneField } from './phone';

/**
 * Which page a demo request came from, so consultants see the guides' sign-ups (issue 17);
 * absent means the landing page's form.
 */
export const DEMO_REQUEST_SOURCES = ['landing', 'traffic_guide'] as const;
export type DemoRequestSource = (typeof DEMO_REQUEST_SOURCES)[number];

/** Spec §5: contact name, real company name, phone and verification code are required. */
export const demoRequestBody = z.object({
  name: safeString({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(40, { error: 'text_too_long' }),
  // A real company name has words in it: "123" or "--" is refused.
  company: safeString({ error: 'company_required' })
    .trim()
    .min(1, { error: 'company_required' })
    .max(100, { error: 'text_too_long' })
    .regex(/^(?=.*\p{L}.*\p{L}).+$/u, filled('company_invalid')),
  phone: phoneField,
  code: codeField,
  source: optionalField(z.enum(DEMO_REQUEST_SOURCES)),
  /** The privacy policy and user agreement accepted (issue 28): recorded with their version. */
  consent: consentField,
});
export type DemoRequestFields = z.output<typeof demoRequestBody>;

export const submitDemoRequest = defineEndpoint({
  method: 'POST',
  path: '/open/contact/demo_request',
  summary: 'Book a demo: the contact form of the landing page (SMS code purpose "contact")',
  tags: ['contact'],
  auth: 'public',
  body: demoRequestBody,
  response: z.object({ id: z.number().int() }),
});

export const demoRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  language: z.string(),
  source: z.enum(DEMO_REQUEST_SOURCES),
  created_at: z.string(),
});
export type DemoRequest = z.infer<typeof demoRequest>;

export const listDemoRequests = defineEndpoint({
  method: 'GET',
  path: '/member/contact/demo_requests',
  summary: "Product consultant: the brand's demo requests, newest first",
  tags: ['contact'],
  auth: 'token',
  query: z.object({
    page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    items: z.array(demoRequest),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});
