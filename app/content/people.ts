/**
 * The team and partners (SPEC §2 About: two staff cards and about 12 partner logos;
 * SPEC §3 Staff card and Partner). Written in content/data/staff.yaml (each card with its bio
 * line) and content/data/partners.yaml. People and organisations are invented; every partner
 * name carries "Example" so none can be mistaken for a real company.
 */
export { PARTNERS, STAFF, STAFF_BIOS } from "./generated/data";
