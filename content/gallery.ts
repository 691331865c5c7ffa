/**
 * Carousel photos (SPEC §2: home, about, blog listing and success stories carousels;
 * SPEC §9: about shows 6, the blog listing 12). One library of scenes, shared by path
 * between carousels.
 */
import type { Image } from "./schema";

const photo = (file: string, alt: string): Image => ({
  src: `/images/gallery/${file}.svg`,
  alt,
  width: 800,
  height: 600,
});

const P = {
  carpenterFrame: photo(
    "apprentice-carpenter-measuring-timber-frame",
    "Apprentice carpenter measuring a timber wall frame on a house site",
  ),
  electricianSwitchboard: photo(
    "apprentice-electrician-wiring-switchboard",
    "Apprentice electrician wiring a switchboard while her supervisor looks on",
  ),
  plumberCopperPipe: photo(
    "apprentice-plumber-fitting-copper-pipe",
    "Apprentice plumber fitting copper pipe under a kitchen bench",
  ),
  bricklayerCourse: photo(
    "apprentice-bricklayer-laying-bricks-to-string-line",
    "Apprentice bricklayer laying a course of red bricks along a string line",
  ),
  tilerBathroom: photo(
    "apprentice-tiler-setting-bathroom-wall-tiles",
    "Apprentice tiler pressing a white wall tile into place in a bathroom",
  ),
  painterRolling: photo(
    "apprentice-painter-rolling-interior-wall",
    "Apprentice painter rolling a fresh coat of paint onto an interior wall",
  ),
  cabinetMakerSanding: photo(
    "apprentice-cabinet-maker-sanding-drawer-front",
    "Apprentice cabinet maker sanding a timber drawer front in a workshop",
  ),
  concretersScreeding: photo(
    "apprentice-concreters-screeding-slab",
    "Two apprentice concreters screeding a freshly poured concrete slab",
  ),
  steelFrame: photo(
    "apprentice-fixing-steel-wall-frame",
    "Apprentice fixing a light gauge steel wall frame with a cordless drill",
  ),
  plastererCeiling: photo(
    "apprentice-plasterer-finishing-ceiling-joint",
    "Apprentice plasterer finishing a ceiling joint with a trowel from a work platform",
  ),
  stonemasonChisel: photo(
    "apprentice-stonemason-shaping-sandstone",
    "Apprentice stonemason shaping a sandstone block with a chisel and mallet",
  ),
  whiteCardSession: photo(
    "new-apprentices-at-safety-induction",
    "Group of new apprentices in hi-vis shirts listening at a site safety induction",
  ),
  mentorPlans: photo(
    "mentor-explaining-house-plans-to-apprentices",
    "Site mentor explaining house plans to two apprentices at a trestle table",
  ),
  siteTour: photo(
    "apprentices-in-hard-hats-on-site-tour",
    "Apprentices in hard hats and hi-vis on a guided walk through a building site",
  ),
  fieldOfficerVisit: photo(
    "field-officer-checking-in-on-site",
    "Field officer chatting with an apprentice carpenter during a site visit",
  ),
  graduatesCertificates: photo(
    "graduates-holding-certificates-at-awards-night",
    "Smiling graduates holding their certificates on stage at an awards night",
  ),
  schoolTryATrade: photo(
    "school-students-at-hands-on-trade-workshop",
    "School students in safety glasses trying carpentry tools at a hands-on workshop",
  ),
  trainingWorkshop: photo(
    "apprentices-practising-joints-in-training-workshop",
    "Apprentices practising timber joints at workbenches in a training college workshop",
  ),
} as const;

/** Home: auto-scrolling looping carousel. */
export const HOME_GALLERY: Image[] = [
  P.carpenterFrame,
  P.electricianSwitchboard,
  P.plumberCopperPipe,
  P.bricklayerCourse,
  P.mentorPlans,
  P.tilerBathroom,
  P.concretersScreeding,
  P.siteTour,
];

/** About: the 6-photo carousel that pauses on hover. */
export const ABOUT_GALLERY: Image[] = [
  P.whiteCardSession,
  P.fieldOfficerVisit,
  P.mentorPlans,
  P.trainingWorkshop,
  P.schoolTryATrade,
  P.graduatesCertificates,
];

/** Blog listing: carousel of 12 photos. */
export const BLOG_GALLERY: Image[] = [
  P.graduatesCertificates,
  P.carpenterFrame,
  P.electricianSwitchboard,
  P.plumberCopperPipe,
  P.bricklayerCourse,
  P.tilerBathroom,
  P.painterRolling,
  P.cabinetMakerSanding,
  P.concretersScreeding,
  P.steelFrame,
  P.plastererCeiling,
  P.stonemasonChisel,
];

/** Success stories: closing carousel. */
export const STORIES_GALLERY: Image[] = [
  P.graduatesCertificates,
  P.fieldOfficerVisit,
  P.painterRolling,
  P.cabinetMakerSanding,
  P.stonemasonChisel,
  P.steelFrame,
  P.trainingWorkshop,
  P.siteTour,
];
