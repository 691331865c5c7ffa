/**
 * News posts (SPEC: Blog listing, Blog posts; §3 Blog post summary and Recent-post item).
 * Six posts in listing order, newest first. The listing shows id, title, excerpt, image and
 * slug; the post page adds the body and the extras SPEC gives some posts (call-out, awards,
 * Back to Blog).
 */
import type { Image, Post } from "./schema";
import { postPath } from "./paths";

export const POSTS: Post[] = [
  {
    id: 1,
    slug: "apprentice-awards",
    title: "Celebrating our apprentices at the second annual Born to Build awards",
    excerpt:
      "Nine major awards and a Class of 2025 honouring 37 graduates: a night to celebrate the apprentices, families and host employers who make Born to Build work.",
    date: "2024-11-28",
    image: {
      src: "/images/posts/apprentice-awards.svg",
      alt: "Apprentices in work shirts holding award trophies on a stage under warm lights",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Apprentices, families, host employers and trainers came together for the second annual Born to Build apprentice awards. It was a night to stop, look back and celebrate how far everyone has come. Work boots were swapped for good shoes, proud parents filled the front rows, and there were plenty of stories about first days on site.",
      },
      { type: "h2", text: "Nine awards and a Class of 2025" },
      {
        type: "p",
        text: "The judges handed out nine major awards, covering everyone from apprentices in their first year to mature-age career changers and the host employers who give people a start. We also honoured our Class of 2025, recognising 37 graduates for the hard work that has carried them through their apprenticeships.",
      },
      {
        type: "p",
        text: "The judges looked for more than good marks. They looked for apprentices who turn up ready to work, ask good questions, look out for their mates and keep going when the job gets hard. Many nominations came from supervisors. Some came from workmates who simply wanted someone's effort to be noticed.",
      },
      {
        type: "quote",
        text: "I nearly didn't apply. My mum sat me down and we filled in the form together. Standing up there tonight, I kept thinking about that kitchen table.",
        cite: "Mia Nguyen, Apprentice of the Year",
      },
      { type: "h2", text: "Thank you to our host employers" },
      {
        type: "p",
        text: "None of this happens without the builders, contractors and small businesses who take on apprentices. They teach the trade, check the work, sign off the logbooks and stay patient through the learning curve. Our Host Employer of the Year, Tarrant & Sons Building, was nominated by its own apprentices, which says a lot about the kind of workplace it is.",
      },
      {
        type: "p",
        text: "Families deserve a thank-you too. Early alarms, lifts to site before a first car, and a hot dinner after a long day all add up. Many of the winners thanked a parent, grandparent or partner in their speech.",
      },
      {
        type: "p",
        text: "To every winner, every graduate and every apprentice who was nominated: congratulations. You have shown that a trade is a great place to build a career, and you have set the bar for the apprentices coming through behind you.",
      },
      { type: "h2", text: "Could you be on stage next year?" },
      {
        type: "p",
        text: "Every person who won an award started with an application and a first day where they didn't know much. If you are thinking about a trade, look through [the trades you can choose](/trades) or read our [information for students](/info-for-students). When you are ready, use the Apply Now button below.",
      },
    ],
    backToBlog: true,
    awards: {
      heading: "Celebrating the people who build South Australia",
      photo: {
        image: {
          src: "/images/posts/apprentice-awards-ceremony.svg",
          alt: "Award winners and graduates standing together on stage while the audience applauds",
          width: 1200,
          height: 800,
        },
        caption: "Our award winners and Class of 2025 graduates on stage at the second annual Born to Build apprentice awards.",
      },
      winners: [
        { award: "Apprentice of the Year", name: "Mia Nguyen" },
        { award: "First-Year Apprentice of the Year", name: "Liam O'Connor" },
        { award: "School-Based Apprentice of the Year", name: "Aaliyah Haddad" },
        { award: "Mature-Age Apprentice of the Year", name: "Daniel Okafor" },
        { award: "Women in Trades Award", name: "Grace Whitfield" },
        { award: "Electrical Apprentice of the Year", name: "Harrison Tran" },
        { award: "Plumbing Apprentice of the Year", name: "Sam Kowalski" },
        { award: "Carpentry Apprentice of the Year", name: "Ruby Castellano" },
        { award: "Host Employer of the Year", name: "Tarrant & Sons Building" },
        { award: "Class of 2025 Dux", name: "Priya Raman" },
      ],
    },
  },
  {
    id: 2,
    slug: "sixers-partnership",
    title: "Born to Build teams up with the Sixers",
    excerpt:
      "We have partnered with the Sixers, a local community sports club, to help players, families and volunteers find out what a paid trade apprenticeship can offer.",
    date: "2024-10-15",
    image: {
      src: "/images/posts/sixers-partnership.svg",
      alt: "Young players in club jerseys talking with a Born to Build coordinator in hi-vis beside the clubrooms",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Born to Build has joined forces with the Sixers, a local community sports club with junior and senior teams and a big crowd of volunteers. The partnership is simple: we want the young people at the club, and the families who support them, to know that a paid apprenticeship is a real option after school.",
      },
      { type: "h2", text: "Why a sports club?" },
      {
        type: "p",
        text: "A building site and a sports team have a lot in common. You turn up on time, you listen to the people with more experience, and you do your job so the people around you can do theirs. The players who put in at training on a cold weeknight are often exactly the kind of people host employers are looking for.",
      },
      {
        type: "p",
        text: "Clubs are also where families talk. Parents chat on the sidelines about what their kids will do after school, and older players pass on advice to younger ones. We want a trade apprenticeship to be part of those conversations.",
      },
      { type: "h2", text: "What the partnership involves" },
      {
        type: "ul",
        items: [
          "Information nights at the clubrooms for players, parents and guardians, with time for questions.",
          "Current apprentices sharing what their week really looks like, from early starts to pay day.",
          "Our field coordinators on hand at club events to talk through trades, entry requirements and next steps.",
          "Help for older players and volunteers who are thinking about changing careers.",
        ],
      },
      {
        type: "quote",
        text: "Plenty of our players are good with their hands and love being outdoors. Now they can see a clear path into a trade, and they can ask questions at their own club.",
        cite: "Michelle Papadopoulos, Sixers club president",
      },
      { type: "h2", text: "Not just for school leavers" },
      {
        type: "p",
        text: "Apprenticeships are not only for teenagers. Mature-aged apprentices make up about a quarter of the Born to Build program, so coaches, volunteers and parents who have thought about a trade are welcome to come along and ask too.",
      },
      {
        type: "p",
        text: "If you are part of the Sixers community, keep an eye on the club noticeboard for the next information night. Everyone else can start by reading about [the trades you can choose](/trades) or our [apprenticeship FAQ](/apprenticeship-faq).",
      },
    ],
    backToBlog: true,
    callout: {
      heading: "Ready to find out more?",
      text: "Whether you play, coach or cheer from the sidelines, see how a paid apprenticeship could work for you, from choosing a trade to your first day on site.",
      cta: { label: "Get Started", href: "/info-for-students" },
    },
  },
  {
    id: 3,
    slug: "born-to-build-story",
    title: "The Born to Build story",
    excerpt:
      "Why South Australia's building industry and the state government started Born to Build, and what it means for anyone looking for a start in a trade.",
    date: "2024-09-02",
    image: {
      src: "/images/posts/born-to-build-story.svg",
      alt: "A group of apprentices in hard hats and hi-vis standing in front of a house frame at sunrise",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Every house, school, hospital and road in South Australia was built by someone who learned a trade. Born to Build exists to make sure there are people ready to keep doing that work, and to give them a paid, supported start.",
      },
      { type: "h2", text: "Why the program exists" },
      {
        type: "p",
        text: "Building and construction is one of the biggest parts of the state economy. The industry does about $16 billion of work in South Australia every year, which is more than $1 in every $7 of the state's economic activity. That work needs skilled carpenters, electricians, plumbers, bricklayers and many more, and it needs new people learning those trades every year.",
      },
      {
        type: "p",
        text: "The industry association set up Born to Build together with the South Australian government to connect people who want a trade with employers who need them. Instead of sending out applications and hoping for the best, apprentices get a clear process and a team that supports them from the first interview to the day they qualify.",
      },
      { type: "h2", text: "How it works" },
      {
        type: "ul",
        items: [
          "You apply once, online, and we invite you to an interview.",
          "Group testing and a one-on-one chat help us understand your strengths and the trades that suit you.",
          "Once you are approved to proceed, we match you with a host employer.",
          "You start strong: paid work on site, training towards a nationally recognised qualification, and a field coordinator who checks in with you along the way.",
        ],
      },
      { type: "h2", text: "Who it is for" },
      {
        type: "p",
        text: "Many of our apprentices come straight from school, and some start a school-based apprenticeship while still studying. But Born to Build is not only for school leavers. Mature-aged apprentices, aged 21 and over, make up about a quarter of the program. They include people changing careers, parents returning to work and people who always wanted to try a trade.",
      },
      {
        type: "p",
        text: "This year, 150+ South Australians have been placed into apprenticeships through the program. Each of them has a story, and you can read some of them on our [success stories](/success-stories) page.",
      },
      {
        type: "quote",
        text: "We are not just filling jobs. We are helping people build a career they can be proud of, and building the state at the same time.",
        cite: "The Born to Build team",
      },
      {
        type: "p",
        text: "Want to know more about the people behind the program? Visit our [about page](/about), or start with [the trades you can choose](/trades).",
      },
    ],
    backToBlog: true,
  },
  {
    id: 4,
    slug: "apprentices-kicking-goals",
    title: "Our apprentices are kicking goals",
    excerpt:
      "From first-years finding their feet to final-years leading small jobs, here is how our current apprentices are getting on.",
    date: "2024-07-22",
    image: {
      src: "/images/posts/apprentices-kicking-goals.svg",
      alt: "An apprentice bricklayer laying a course of bricks while a supervisor checks the line",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Our field coordinators spend their days on building sites, in workshops and at training centres, checking in with apprentices and their host employers. Lately, they have been coming back with good news. Across every trade, our current apprentices are learning fast and taking on more responsibility.",
      },
      { type: "h2", text: "Finding their feet" },
      {
        type: "p",
        text: "The first months of an apprenticeship are a big change. Early starts, new tools and a lot of new words can feel like a lot. Our newest apprentices are settling in well. Supervisors tell us they are asking good questions, arriving on time and getting stuck in, which is exactly what a good start looks like.",
      },
      { type: "h2", text: "Stepping up" },
      {
        type: "p",
        text: "Further along, apprentices are being trusted with more. Some are setting out work on their own, some are training the newer starters, and some have been asked to help price small jobs. Those moments matter. They show an apprentice that their boss believes in them.",
      },
      {
        type: "quote",
        text: "A year ago I was the one asking where everything goes. Last week I was showing our new first-year how to read the plans.",
        cite: "Ethan Rossi, apprentice plumber",
      },
      { type: "h2", text: "What is making the difference" },
      {
        type: "ul",
        items: [
          "A good attitude: turning up ready to learn, even on the tough days.",
          "Regular check-ins with a field coordinator who knows them and their workplace.",
          "Host employers who take the time to teach and give honest feedback.",
          "Keeping on top of their off-the-job training so it fits with the work on site.",
          "Families who back them, from early lifts to a hot dinner after a long day.",
        ],
      },
      {
        type: "p",
        text: "Not every week goes smoothly, and that is normal. When an apprentice hits a rough patch, whether it is a tricky assessment or a problem at work, our team helps them work through it so they can keep moving forward.",
      },
      {
        type: "p",
        text: "We are proud of every one of them. If you would like to be next, take a look at our [tips for success](/tips-for-success) and [the trades you can choose](/trades).",
      },
    ],
    backToBlog: false,
  },
  {
    id: 5,
    slug: "meet-jordan",
    title: "Meet Jordan, apprentice electrician",
    excerpt:
      "Jordan Whitaker always liked knowing how things work. Now he is learning the electrical trade on real jobs and getting paid while he does it.",
    date: "2024-06-10",
    image: {
      src: "/images/posts/meet-jordan.svg",
      alt: "Apprentice electrician Jordan in safety glasses checking wiring in a switchboard",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Jordan Whitaker was the kid who pulled the back off the remote to see what was inside. At school he liked maths and science, but he knew early on that he wanted a job where he could use his hands and see what he had done at the end of the day.",
      },
      { type: "h2", text: "Choosing a trade" },
      {
        type: "p",
        text: "In Year 12, Jordan went to a careers session and heard about Born to Build. He looked through the trades and kept coming back to electrical work. Electricians are in very high demand, the work changes from day to day, and the problem-solving appealed to him.",
      },
      {
        type: "p",
        text: "He applied online, went along to the interview, and then did the group testing and a one-on-one chat with the team. A few weeks later he was matched with a host employer that does residential and small commercial work.",
      },
      {
        type: "quote",
        text: "I was nervous at the group testing, but everyone was friendly. They just wanted to see how I think and whether I would be a good fit.",
        cite: "Jordan Whitaker",
      },
      { type: "h2", text: "A week on the job" },
      {
        type: "p",
        text: "Most of Jordan's week is on site with his supervisor: running cables in new homes, fitting power points and lights, and helping find faults on older buildings. The rest is off-the-job training, where he learns the theory behind what he does at work.",
      },
      {
        type: "ul",
        items: [
          "Early starts, usually finished by mid-afternoon.",
          "Safety first, every time: testing before touching anything.",
          "A lot of learning by watching, then doing it himself with his supervisor checking.",
          "Getting paid while he learns, with no study debt for his training.",
        ],
      },
      { type: "h2", text: "What keeps him going" },
      {
        type: "p",
        text: "Jordan says the best part is being trusted with a job and getting it right. His field coordinator checks in regularly, and he knows he can call if anything comes up, on site or in his training.",
      },
      {
        type: "p",
        text: "His advice for anyone thinking about it? \"Just apply. Ask questions, turn up on time and don't be scared to get it wrong the first time.\" Find out more about becoming an [electrician](/trades/electrician), or read our [information for students](/info-for-students).",
      },
    ],
    backToBlog: false,
  },
  {
    id: 6,
    slug: "tayla-story",
    title: "Tayla's story: from hospitality to carpentry",
    excerpt:
      "After years of managing a busy café, Tayla Morgan decided it was time to build something. As a mature-age apprentice, she is now learning carpentry on site.",
    date: "2024-05-06",
    image: {
      src: "/images/posts/tayla-story.svg",
      alt: "Mature-age apprentice carpenter Tayla cutting a timber stud with a circular saw on a house frame",
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: "p",
        text: "Tayla Morgan spent years in hospitality, working her way up to manage a busy café. She was good at it. But the late nights and weekend shifts wore her down, and she kept thinking about the renovation she had helped her dad with years earlier.",
      },
      { type: "h2", text: "Is it too late to start?" },
      {
        type: "p",
        text: "Like many career changers, Tayla worried she had left it too late. She assumed apprenticeships were for school leavers. Then a friend told her about Born to Build, and she found out that mature-aged apprentices, aged 21 and over, make up about a quarter of the program.",
      },
      {
        type: "quote",
        text: "I thought I'd be the oldest person there by miles. At the group testing there were people of all ages, and a few of them were changing careers too.",
        cite: "Tayla Morgan",
      },
      { type: "h2", text: "Getting ready" },
      {
        type: "p",
        text: "Before applying, Tayla got her White Card so she could work on a construction site, and she spent a few weekends helping a builder friend to get some hands-on experience. She already had her driver's licence and a reliable car, which employers value because sites move around.",
      },
      {
        type: "p",
        text: "After her interview, testing and one-on-one chat, she was approved to proceed and matched with a host employer building new homes. Her first weeks were a lot to take in, but the skills she learned in hospitality turned out to be useful.",
      },
      {
        type: "ul",
        items: [
          "Staying calm when things get busy.",
          "Talking to customers and working as part of a team.",
          "Being organised and on time, every day.",
        ],
      },
      { type: "h2", text: "Looking ahead" },
      {
        type: "p",
        text: "Tayla is now framing walls, fitting doors and learning to read plans with confidence. She is paid while she trains, and at the end she will hold a nationally recognised carpentry qualification.",
      },
      {
        type: "p",
        text: "\"If you're thinking about it, go for it,\" she says. \"You bring more to the job than you think.\" Read more about becoming a [carpenter](/trades/carpenter), or check our [apprenticeship FAQ](/apprenticeship-faq) for what mature-age apprentices need to know.",
      },
    ],
    backToBlog: false,
  },
];

export const getPost = (slug: string) => POSTS.find((p) => p.slug === slug);

export { postPath };

/** SPEC §3 Recent-post item: the sidebar shows thumbnail, title and the year. */
export type RecentPost = {
  title: string;
  /** Full path, starting /blog/. */
  slug: string;
  image: Image;
  /** Shown as SPEC shows it: the year only. */
  date: "2024";
};

const RECENT_COUNT = 4;
const newestFirst = [...POSTS].sort((a, b) => b.date.localeCompare(a.date));
const recentItem = (post: Post): RecentPost => ({ title: post.title, slug: postPath(post), image: post.image, date: "2024" });

/** The 4 most recent posts, newest first (SPEC: Recent Posts, 4 items). */
export const RECENT_POSTS: RecentPost[] = newestFirst.slice(0, RECENT_COUNT).map(recentItem);

/** The sidebar of a post: the 4 most recent posts other than the one being read. */
export const recentPostsBesides = (slug: string): RecentPost[] =>
  newestFirst.filter((post) => post.slug !== slug).slice(0, RECENT_COUNT).map(recentItem);
