/**
 * Success stories (SPEC §3 Success story and its photo/role/quote variant; SPEC §2
 * Success stories, Info for schools and the Home teaser). Everyone here is invented.
 * Salaries stay at or below the trade's yearly pay in SPEC §9; two people show an award
 * instead of money, as SPEC allows. `age` is kept empty on every story, as SPEC records it.
 */
import type { SuccessStory, Testimonial, VideoStory } from "./schema";

const storyImage = (firstname: string, alt: string) => ({
  src: `/images/stories/${firstname}.svg`,
  alt,
  width: 800,
  height: 800,
});

/** Eight written story cards for /success-stories. */
export const SUCCESS_STORIES: SuccessStory[] = [
  {
    name: "Aisha Rahman",
    age: "",
    trade: "Electrician",
    completionYear: 2023,
    currentRole: "Licensed electrician, commercial fit-outs",
    salary: "Apprentice of the Year 2023",
    story:
      "I started a school-based apprenticeship in Year 11, so I split my week between the classroom and the worksite. My parents and my school signed off on it, and my field officer kept everyone in the loop. By the time my friends finished Year 12, I was already well into my trade and getting paid for it.",
    image: storyImage("aisha", "Aisha, a young electrician in a hi-vis shirt, smiling beside an open switchboard"),
    rating: 5,
  },
  {
    name: "Darren Walsh",
    age: "",
    trade: "Plumber",
    completionYear: 2021,
    currentRole: "Qualified plumber, maintenance and repairs",
    salary: "$88,000 a year",
    story:
      "Darren spent ten years driving delivery trucks before deciding he wanted a trade of his own. He started his plumbing apprenticeship at 32 and worried he would be the oldest in the room, but plenty of others had changed careers too. He says the steady pay while he trained is what made the switch possible for his family.",
    image: storyImage("darren", "Darren, a plumber in his thirties, holding a pipe wrench in front of a work van"),
    rating: 5,
  },
  {
    name: "Lachlan Pham",
    age: "",
    trade: "Carpenter",
    completionYear: 2022,
    currentRole: "Leading hand carpenter, residential builds",
    salary: "$84,000 a year",
    story:
      "I was never great sitting at a desk, but I loved building things with my grandad. Carpentry gave me a way to learn by doing. Now I frame whole houses and help train the first-year apprentices on our crew.",
    image: storyImage("lachlan", "Lachlan, a carpenter wearing a tool belt, standing in front of a timber house frame"),
    rating: 5,
  },
  {
    name: "Anjali Sharma",
    age: "",
    trade: "Wall and floor tiler",
    completionYear: 2024,
    currentRole: "Qualified tiler, bathroom renovations",
    salary: "$72,000 a year",
    story:
      "Anjali took a gap year after school and wasn't sure what came next. A tiling apprenticeship suited her eye for detail, and she now sets out full bathrooms on her own. She likes walking away from a job knowing it will look good for years.",
    image: storyImage("anjali", "Anjali, a tiler kneeling on a bathroom floor with a spirit level and grey tiles"),
    rating: 5,
  },
  {
    name: "Kai Anderson",
    age: "",
    trade: "Bricklayer",
    completionYear: 2020,
    currentRole: "Bricklayer, residential and small commercial",
    salary: "$80,000 a year",
    story:
      "I left school after Year 10 and didn't have a plan. My mentor showed me how to lay a straight course and then made me do it again until it was perfect. That patience rubbed off on me, and now I'm the one checking the string line.",
    image: storyImage("kai", "Kai, a bricklayer with a trowel, standing beside a half-built brick wall"),
    rating: 5,
  },
  {
    name: "Hannah Novak",
    age: "",
    trade: "Painter",
    completionYear: 2019,
    currentRole: "Painter and decorator, heritage homes",
    salary: "$76,000 a year",
    story:
      "Hannah always loved art at school, but wanted a job that got her outside. Her painting apprenticeship taught her surface preparation, colour matching and how to work safely at height. She now helps restore old stone cottages and says no two jobs are the same.",
    image: storyImage(
      "hannah",
      "Hannah, a painter in white overalls, holding a brush beside a freshly painted window frame",
    ),
    rating: 5,
  },
  {
    name: "Mateo Silva",
    age: "",
    trade: "Concreter",
    completionYear: 2018,
    currentRole: "Concreter and crew leader",
    salary: "$85,000 a year",
    story:
      "I liked being outdoors and working in a team, so concreting made sense. The early starts were hard at first, but you finish a pour and see the whole slab you built. These days I run a small crew and look out for our new apprentices the way people looked out for me.",
    image: storyImage("mateo", "Mateo, a concreter in a hard hat, standing on a finished concrete slab"),
    rating: 5,
  },
  {
    name: "Isla Campbell",
    age: "",
    trade: "Cabinet maker",
    completionYear: 2022,
    currentRole: "Cabinet maker, custom kitchens",
    salary: "Excellence in Cabinet Making Award 2022",
    story:
      "Isla started her apprenticeship straight after Year 12 and found she loved the mix of careful measuring and hands-on work. She learnt to read plans, set up machines and fit out kitchens from start to finish. Her final-year project, a timber island bench, earned her an award and a permanent job offer.",
    image: storyImage(
      "isla",
      "Isla, a cabinet maker in a workshop, resting her hand on a timber kitchen bench she built",
    ),
    rating: 5,
  },
];

const videoPoster = (firstname: string, alt: string) => ({
  src: `/images/videos/${firstname}-poster.svg`,
  alt,
  width: 1280,
  height: 720,
});

/** Four video testimonials, each opening in a dialog on /success-stories. */
export const VIDEO_STORIES: VideoStory[] = [
  {
    name: "Ella Costa",
    trade: "Electrician",
    title: "Ella's story: from Year 11 to qualified electrician",
    vimeoId: "900000021",
    poster: videoPoster("ella", "Ella, an apprentice electrician, testing a power point on a new house"),
  },
  {
    name: "Oscar Brooks",
    trade: "Carpenter",
    title: "Oscar's story: learning carpentry on the job",
    vimeoId: "900000022",
    poster: videoPoster("oscar", "Oscar, an apprentice carpenter, cutting a timber stud with a drop saw on site"),
  },
  {
    name: "Zara Ahmed",
    trade: "Plumber",
    title: "Zara's story: earning while she learns plumbing",
    vimeoId: "900000023",
    poster: videoPoster("zara", "Zara, an apprentice plumber, connecting a water pipe under a kitchen sink"),
  },
  {
    name: "Tom Fitzgerald",
    trade: "Stonemason",
    title: "Tom's story: a career change at 27 into stonemasonry",
    vimeoId: "900000024",
    poster: videoPoster("tom", "Tom, an apprentice stonemason, shaping a sandstone block with a chisel and mallet"),
  },
];

const testimonialPhoto = (firstname: string, alt: string) => ({
  src: `/images/testimonials/${firstname}.svg`,
  alt,
  width: 400,
  height: 400,
});

/** Four graduate success stories for /info-for-schools. Employers are invented. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Noah Bennett",
    role: "Qualified plumber, Example Plumbing Co",
    quote:
      "My careers teacher helped me start a school-based apprenticeship in Year 11. I finished school and my first year of training at the same time, and I had a job waiting for me.",
    photo: testimonialPhoto("noah", "Noah, a young plumber in a navy work shirt, smiling at the camera"),
  },
  {
    name: "Chloe Martin",
    role: "Qualified carpenter, Harwood Example Builders",
    quote:
      "I wasn't sure a trade was for me until I tried a work experience week on site. Born to Build matched me with a builder who took the time to teach me properly.",
    photo: testimonialPhoto(
      "chloe",
      "Chloe, a carpenter wearing safety glasses on her cap, standing on a building site",
    ),
  },
  {
    name: "Samir Khoury",
    role: "Qualified electrician, Brightline Example Electrical",
    quote:
      "Maths and science at school suddenly made sense once I was wiring real houses. My school and my employer worked together so I never fell behind in either.",
    photo: testimonialPhoto("samir", "Samir, an electrician holding a multimeter, smiling in front of a switchboard"),
  },
  {
    name: "Freya O'Brien",
    role: "Qualified wall and floor tiler, Marlow Example Tiling",
    quote:
      "The field officer visited me at school and on site, so I always knew who to call. Now I go back to my old school to talk to students about trades.",
    photo: testimonialPhoto("freya", "Freya, a tiler in a grey work shirt, holding a notched trowel"),
  },
];

const homeStory = SUCCESS_STORIES.find((story) => story.name === "Aisha Rahman");
if (!homeStory) throw new Error("HOME_STORY must name one of SUCCESS_STORIES");

/** The success story teaser on home. */
export const HOME_STORY: SuccessStory = homeStory;
export const HOME_STORY_QUOTE =
  "By the time my friends finished Year 12, I was already well into my trade and getting paid for it.";
