/**
 * Success stories (SPEC §3 Success story and its photo/role/quote variant; SPEC §2
 * Success stories, Info for schools and the Home teaser). Written in content/data/stories.yaml
 * (the eight written stories), videos.yaml (the four video testimonials) and testimonials.yaml
 * (the graduates' quotes on /info-for-schools). Everyone here is invented. Salaries stay at or
 * below the trade's yearly pay in SPEC §9; two people show an award instead of money, as SPEC
 * allows. `age` is kept empty on every story, as SPEC records it. Home's teaser names its story
 * at the top of stories.yaml.
 */
export { HOME_STORY, SUCCESS_STORIES, TESTIMONIALS, VIDEO_STORIES } from "./generated/data";
