import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SECURITY_SCHEMES } from '../http/endpoint-auth';
import { transformDocument } from './openapi-document';
import { transformRoute } from './openapi-route';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

/**
 * The OpenAPI document is generated from the routes' contract schemas, so it cannot drift from
 * what the server validates; security, operationIds and error responses are derived too
 * (openapi-document.ts). Must be registered before the routes: swagger collects them on add.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Vidmatrix API',
          version: '1.0.0',
          // Proprietary (LICENSE, decision 015); partners build clients under their agreements.
          license: { name: 'Proprietary' },
          description:
            'Every reply is `{code, message, data}`; code 0 is success. Headers: bizid, language, version, token, visitor-id.',
        },
        // Each brand has its own host (the Host header selects the brand): the document's own.
        servers: [{ url: '/', description: 'The host this document was fetched from' }],
        // Declared here, not in transformDocument: swagger reads them while building operations.
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: transformRoute,
      transformObject: transformDocument,
    });
    // swagger-ui serves its own bundled assets from node_modules: the reference works offline.
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // Its own page, its own policy: swagger-ui styles inline and shows data: images; still no
      // inline script, nothing from elsewhere, no framing (decision 017).
      staticCSP:
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
