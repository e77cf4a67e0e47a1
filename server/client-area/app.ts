import { Hono } from 'hono';
import { createAccountLinkRoutes } from './account-link-routes';
import { createCfdiRoutes } from './cfdi-routes';
import { createPanelRoutes } from './panel-routes';
import { createPasswordRoutes } from './password-routes';
import { createRouteContext, type ClientRouteOptions } from './route-context';
import { createSignInRoutes } from './sign-in-routes';

export type ClientAreaApiOptions = ClientRouteOptions;

/**
 * The client area's API: login, logout, password change, the links that let a client choose a
 * password (invitation, «¿Olvidaste tu contraseña?»), the panel data and the client's
 * preferences, the client's fiscal data and CFDI requests. `server/api.ts` mounts it under `/api`.
 */
export function createClientAreaApi(options: ClientAreaApiOptions) {
  const app = new Hono();
  const context = createRouteContext(options);
  app.route('/', createSignInRoutes(context));
  app.route('/', createPasswordRoutes(context));
  app.route('/', createAccountLinkRoutes(context));
  app.route('/', createPanelRoutes(context));
  app.route('/', createCfdiRoutes(context));
  return app;
}
