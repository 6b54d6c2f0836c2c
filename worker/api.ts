import { Hono } from "hono";
import type { ApiEnv } from "./api-types";
import { adminApi, countryMappingApi, countryMappingYamlApi } from "./routes/admin";
import { basketApi, basketItemsApi } from "./routes/basket";
import { blueprintApi, blueprintPath } from "./routes/blueprint";
import { challengesApi, repeatNotificationApi } from "./routes/challenges";
import { chatApi } from "./routes/chat";
import { chatbotApi } from "./routes/chatbot";
import { complaintsApi } from "./routes/complaints";
import { continueCodesApi } from "./routes/continue-codes";
import { notFound, onError } from "./routes/errors";
import { captchaApi, feedbacksApi } from "./routes/feedbacks";
import { fileUploadApi } from "./routes/file-upload";
import { memoriesApi } from "./routes/memories";
import { hintsApi } from "./routes/hints";
import { operatorApi } from "./routes/operator";
import { paddingImagesApi } from "./routes/padding-images";
import { productSearchApi, productsApi, quantitiesApi } from "./routes/products";
import { reviewsApi } from "./routes/reviews";
import { promotionApi, promotionMediaApi } from "./routes/promotion";
import { securityQuestionsApi } from "./routes/security-questions";
import { easterEggApi } from "./routes/easter-egg";
import { encryptionKeysApi } from "./routes/encryption-keys";
import { ftpApi } from "./routes/ftp";
import { languagesApi, translationsApi } from "./routes/i18n";
import { loginIpApi } from "./routes/login-ip";
import { metricsApi } from "./routes/metrics";
import { countRequests } from "./lib/metrics";
import { profileApi } from "./routes/profile";
import { solveApi } from "./routes/solve";
import { twoFactorApi } from "./routes/two-factor";
import { trackOrderApi } from "./routes/track-order";
import { uploadsApi } from "./routes/uploads";
import { snippetsApi } from "./routes/snippets";
import { searchRendersApi } from "./routes/search-renders";
import { userApi } from "./routes/user";
import { wellKnownApi } from "./routes/well-known";
import { securityAnswersApi, usersApi } from "./routes/users";
import { addressesApi } from "./routes/addresses";
import { cardsApi } from "./routes/cards";
import { checkoutApi } from "./routes/checkout";
import { dataExportApi } from "./routes/data-export";
import { deliveriesApi } from "./routes/deliveries";
import { deluxeApi } from "./routes/deluxe";
import { dataErasureApi, erasureRequestApi } from "./routes/erasure";
import { imageCaptchaApi } from "./routes/image-captcha";
import { orderHistoryApi } from "./routes/order-history";
import { privacyProofApi } from "./routes/privacy-proof";
import { recyclesApi } from "./routes/recycles";
import { redirectApi } from "./routes/redirect";
import { walletApi } from "./routes/wallet";
import { web3Api } from "./routes/web3";
import { accessLog } from "./lib/access-log";
import { requestLanguage } from "./i18n/middleware";
import { apiDocsApi } from "./routes/api-docs";
import { b2bApi } from "./routes/b2b";
import { supportLogsApi } from "./routes/support-logs";
import { tastingRoomApi } from "./routes/tasting-room";
import { tastingRoomPrefix } from "./lib/premium";

/**
 * The shop's REST API: one Hono sub-app per resource, under the prefixes of paths.ts. It never
 * reads bindings: the host sets the instance context (data handle, announcer, configuration) on
 * every request.
 */
export const api = new Hono<ApiEnv>({ strict: false })
  .use(countRequests)
  // One line per request in the instance's access log (/support/logs), written in batches.
  .use(accessLog)
  // The student's language: the server's texts and messages in it (worker/i18n).
  .use(requestLanguage)
  .route("/api/Challenges", challengesApi)
  .route("/api/Hints", hintsApi)
  .route("/api/Products", productsApi)
  .route("/api/Quantitys", quantitiesApi)
  .route("/api/SecurityQuestions", securityQuestionsApi)
  .route("/api/SecurityAnswers", securityAnswersApi)
  .route("/api/Users", usersApi)
  .route("/api/BasketItems", basketItemsApi)
  .route("/rest/basket", basketApi)
  .route("/rest/admin", adminApi)
  .route("/rest", continueCodesApi)
  .route("/rest/repeat-notification", repeatNotificationApi)
  .route("/rest/country-mapping", countryMappingApi)
  .route("/rest/country-mapping.yml", countryMappingYamlApi)
  .route("/rest/languages", languagesApi)
  .route("/rest/user", userApi)
  .route("/rest/saveLoginIp", loginIpApi)
  .route("/rest/2fa", twoFactorApi)
  .route("/rest/products", productSearchApi)
  .route("/rest/products", reviewsApi)
  .route("/rest/search-renders", searchRendersApi)
  .route("/rest/track-order", trackOrderApi)
  .route("/assets/public/images/padding", paddingImagesApi)
  .route("/file-upload", fileUploadApi)
  .route("/promotion", promotionApi)
  .route("/assets/public/videos", promotionMediaApi)
  .route("/snippets", snippetsApi)
  .route("/operator", operatorApi)
  .route("/profile", profileApi)
  .route("/ftp", ftpApi)
  .route("/encryptionkeys", encryptionKeysApi)
  .route("/solve", solveApi)
  .route("/squeezing", easterEggApi)
  .route("/metrics", metricsApi)
  .route("/assets/i18n", translationsApi)
  .route(blueprintPath, blueprintApi)
  .route("/assets/public/images/uploads", uploadsApi)
  .route("/api/Feedbacks", feedbacksApi)
  .route("/rest/captcha", captchaApi)
  .route("/api/Complaints", complaintsApi)
  .route("/rest/chatbot", chatbotApi)
  .route("/rest/chat", chatApi)
  .route("/rest/memories", memoriesApi)
  .route("/.well-known", wellKnownApi)
  .route("/api/Addresss", addressesApi)
  .route("/api/Cards", cardsApi)
  .route("/api/Deliverys", deliveriesApi)
  .route("/api/Recycles", recyclesApi)
  .route("/rest/basket", checkoutApi)
  .route("/rest/wallet", walletApi)
  .route("/rest/deluxe-membership", deluxeApi)
  .route("/rest/order-history", orderHistoryApi)
  .route("/rest/image-captcha", imageCaptchaApi)
  .route("/rest/user/data-export", dataExportApi)
  .route("/rest/user/erasure-request", erasureRequestApi)
  .route("/rest/web3", web3Api)
  .route("/redirect", redirectApi)
  .route("/dataerasure", dataErasureApi)
  .route("/we/may/also/instruct", privacyProofApi)
  .route("/b2b/v2", b2bApi)
  .route("/api-docs", apiDocsApi)
  .route("/support/logs", supportLogsApi)
  .route(tastingRoomPrefix, tastingRoomApi)
  .notFound(notFound)
  .onError(onError);

/** The API's routes with their inputs and outputs: what the pages' typed client reads. */
export type ApiRoutes = typeof api;
