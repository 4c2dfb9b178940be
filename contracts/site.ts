/** GET /api/site: what the web app needs to know of the server's configuration (public). */
export type SiteDto = {
  app_name: string;
  /** PUBLIC_URL: every shared link is built on it, never on the browser's location (a proxy's). */
  public_url: string;
  /** True when POSTCODES_API_URL is set: the place field may suggest UK postcodes. */
  postcode_search: boolean;
};
