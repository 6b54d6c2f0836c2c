import { Hono } from "hono";
import type { ApiEnv } from "./api-types";
import { adminApi, countryMappingApi, languagesApi } from "./routes/admin";
import { challengesApi, repeatNotificationApi } from "./routes/challenges";
import { continueCodesApi } from "./routes/continue-codes";
import { notFound, onError } from "./routes/errors";
import { fileUploadApi } from "./routes/file-upload";
import { operatorApi } from "./routes/operator";
import { paddingImagesApi } from "./routes/padding-images";
import { productSearchApi, productsApi, quantitiesApi } from "./routes/products";
import { promotionApi, promotionMediaApi } from "./routes/promotion";
import { securityQuestionsApi } from "./routes/security-questions";
import { userApi } from "./routes/user";

/**
 * The shop's REST API: one Hono sub-app per resource, under the prefixes of paths.ts. It never
 * reads bindings: the host sets the instance context (data handle, announcer, configuration) on
 * every request.
 */
export const api = new Hono<ApiEnv>({ strict: false })
  .route("/api/Challenges", challengesApi)
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
  .route("/file-upload", fileUploadApi)
  .route("/promotion", promotionApi)
  .route("/assets/public/videos", promotionMediaApi)
  .route("/operator", operatorApi)
  .notFound(notFound)
  .onError(onError);

/** The API's routes with their inputs and outputs: what the pages' typed client reads. */
export type ApiRoutes = typeof api;
