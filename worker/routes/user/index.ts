import { Hono } from "hono";
import type { ApiEnv } from "../../api-types";
import { accountApi } from "./account";
import { loginApi } from "./login";

/** /rest/user: signing in, who am I, passwords and the security question. */
export const userApi = new Hono<ApiEnv>({ strict: false }).route("/", loginApi).route("/", accountApi);
