// Wrangler and Miniflare phone home (metrics, Request.cf data, update checks): not here.
export const quietCloudflareEnv = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};
Object.assign(process.env, quietCloudflareEnv);
