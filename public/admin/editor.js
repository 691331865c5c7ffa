/* global window, location -- a browser script, loaded by /admin/ before Decap CMS */
// Runs before Decap CMS (see app/lib/edge/admin.ts). On a developer's machine `npm run dev` runs
// decap-server, and the editor saves straight into content/ (config.yml's `development`
// section); anywhere else it signs in with GitHub and every change is a pull request.
if (location.hostname === "localhost" || location.hostname === "127.0.0.1") window.CMS_ENV = "development";
