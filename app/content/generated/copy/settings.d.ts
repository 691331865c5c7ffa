// The types of settings.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { Settings } from "../../schema";

export declare const SETTINGS_NAME: Settings["name"];

export declare const SETTINGS_TAGLINE: Settings["tagline"];

export declare const SETTINGS_OPERATOR: Settings["operator"];

export declare const SETTINGS_COPYRIGHT_YEAR: Settings["copyrightYear"];

export declare const SETTINGS_CONTACT_EMAIL: Settings["contact"]["email"];

export declare const SETTINGS_CONTACT_PHONE: Settings["contact"]["phone"];

export declare const SETTINGS_CONTACT_ENQUIRIES_EMAIL: Settings["contact"]["enquiriesEmail"];

export declare const SETTINGS_CONTACT_ADDRESS: Settings["contact"]["address"];

export declare const SETTINGS_ADDRESSES_APPLICATION_FORM: Settings["addresses"]["applicationForm"];

export declare const SETTINGS_ADDRESSES_ENQUIRY_FORM: Settings["addresses"]["enquiryForm"];

export declare const SETTINGS_ADDRESSES_FLIPBOOK: Settings["addresses"]["flipbook"];

export declare const SETTINGS_ADDRESSES_RISE: Settings["addresses"]["rise"];

export declare const SETTINGS_ADDRESSES_EXTERNAL_TRADES: Settings["addresses"]["externalTrades"];

export declare const SETTINGS_HOME_VIDEO: Settings["homeVideo"];

export declare const SETTINGS_SOCIAL: Settings["social"];

export declare const SETTINGS_SECURITY_EXPIRES: Settings["securityExpires"];
