import { Hono } from "hono";
import type { ApiEnv } from "./api-types";
import { adminApi, countryMappingApi, languagesApi } from "./routes/admin";
import { challengesApi, repeatNotificationApi } from "./routes/challenges";
import { continueCodesApi } from "./routes/continue-codes";
import { notFound, onError } from "./routes/errors";
import { hintsApi } from "./routes/hints";
import { operatorApi } from "./routes/operator";
import { paddingImagesApi } from "./routes/padding-images";
import { productSearchApi, productsApi, quantitiesApi } from "./routes/products";
import { securityQuestionsApi } from "./routes/security-questions";
import { snippetsApi } from "./routes/snippets";
import { userApi } from "./routes/user";

/**
 * The shop's REST API: one Hono sub-app per resource, under the prefixes of paths.ts. It never
 * reads bindings: the host sets the instance context (data handle, announcer, configuration) on
 * every request.
 */
export const api = new Hono<ApiEnv>({ strict: false })
  .route("/api/Challenges", challengesApi)
  .route("/api/Hints", hintsApi)
  .route("/api/Products", productsApi)
  .route("/api/Quantitys", quantitiesApi)
  .route("/api/SecurityQuestions", securityQuestionsApi)
  .route("/rest/admin", adminApi)
  .route("/rest", continueCodesApi)
  .route("/rest/repeat-notification", repeatNotificationApi)
  .route("/rest/country-mapping", countryMappingApi)
  .route("/rest/languages", languagesApi)
  .route("/rest/user", userApi)
  .route("/rest/products", productSearchApi)
  .route("/assets/public/images/padding", paddingImagesApi)
  .route("/snippets", snippetsApi)
  .route("/operator", operatorApi)
  .notFound(notFound)
  .onError(onError);

/** The API's routes with their inputs and outputs: what the pages' typed client reads. */
export type ApiRoutes = typeof api;
