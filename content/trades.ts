/**
 * The 15 trades: the /trades listing cards and every trade page (SPEC §2 Trades listing,
 * Trade pages; SPEC §3 Trade).
 *
 * Figures (demand, yearly pay, duration, starting wage, job growth) follow SPEC §9 exactly;
 * entry requirements follow SPEC §5. Builder, Civil Engineer and Construction Manager each
 * have two yearly-pay readings ON PURPOSE: `salary` is the figure the trades listing shows
 * and `pageSalary` the figure the trade's own page shows. SPEC §9 records both readings and
 * notes they differ, so both are kept rather than one "corrected" into the other.
 *
 * Order is the order of the listing and the menu. Painter lives at /painter/ (SPEC §2), so
 * always link a trade with tradePath(), never by building the path by hand.
 */
import type { Trade } from "./schema";

// Entry requirements shared by the trades (SPEC §5).
const YEAR_10 = "Year 10 completion or equivalent";
const YEAR_12_PREFERRED = "Year 12 completion preferred, with maths and English";
const MIN_AGE = "Minimum age of 15 to start an apprenticeship";
const LICENCE = "A driver's licence is preferred (P plates or full)";
const WHITE_CARD = "A White Card (general construction induction) before you go on site";

// Training and support every Born to Build apprentice receives.
const PAID_TRAINING = "Paid on-the-job training with a host employer, from your first week";
const OFF_THE_JOB = "Off-the-job training at TAFE or another registered training organisation";
const FIELD_COORDINATOR = "Regular check-ins and mentoring from a Born to Build field coordinator";

const FIRST_YEAR_RATE = "first-year apprentice rate";
const OUTLOOK = "5-year outlook";

export const TRADES = [
  {
    slug: "carpenter",
    name: "Carpenter",
    icon: "hammer",
    demand: "High",
    salary: "$86,960",
    durationYears: 4,
    startingHourly: "from $18",
    jobGrowth: "15% above average",
    description:
      "Build the frames, roofs, floors, doors and stairs that hold a home together. Work with timber and steel, indoors and out, and see your work stand for decades.",
    intro: [
      "Carpenters build the bones of a building. You will help set out and stand wall frames, pitch roofs, lay floors and fit the doors, windows, stairs and trims that finish a job. On a new home, the carpenter is often one of the first trades on site and one of the last to leave.",
      "Through Born to Build you start a paid four-year apprenticeship with a South Australian host employer. You learn on real jobs from day one, study towards a national qualification, and have a field coordinator in your corner the whole way through.",
    ],
    futurePathway: false,
    video: { vimeoId: "900000011", title: "A day on site with an apprentice carpenter" },
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "From $18/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "15%", note: "above average growth" },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read plans and work out measurements and materials",
        "Measure, mark and cut timber and engineered products to size",
        "Build and stand wall frames, floor frames and roof trusses",
        "Set up formwork for concrete footings and slabs",
        "Hang doors, fit windows and install skirting boards and architraves",
        "Use power tools and nail guns safely, and keep the site tidy",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Mostly outdoors on building sites, in all kinds of weather",
        "New homes, renovations and commercial projects",
        "Working at heights on scaffolds and roofs, with the right safety gear",
        "Part of a crew, alongside other trades and a site supervisor",
        "Early starts, with most work done in daylight hours",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Carpentry",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
      "Room to grow into building, site supervision or your own business",
    ],
  },
  {
    slug: "electrician",
    name: "Electrician",
    icon: "zap",
    demand: "Very High",
    salary: "$120,493",
    durationYears: 4,
    startingHourly: "$22",
    jobGrowth: "25%",
    description:
      "Install, test and fix the wiring, lighting, switchboards and power points that keep homes and businesses running safely. Hands-on work that also uses your head.",
    intro: [
      "Electricians bring a building to life. You will run cables through new homes, fit switchboards, lights and power points, and find and fix faults so people can use electricity safely. As more homes add solar panels, batteries and car chargers, the work keeps changing.",
      "It is a four-year paid apprenticeship. You earn while you learn on the job, study electrical theory and practice with a registered training organisation, and finish with a licensed trade that is in very high demand across South Australia.",
    ],
    futurePathway: false,
    video: { vimeoId: "900000012", title: "A day on site with an apprentice electrician" },
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$22/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "25%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read wiring diagrams and building plans",
        "Run cables and install conduit in walls, ceilings and under floors",
        "Fit power points, light fittings, switchboards and safety switches",
        "Connect appliances, smoke alarms and heating and cooling units",
        "Test circuits, and find and fix electrical faults",
        "Follow strict safety rules and keep clear records of your work",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "New homes, renovations, shops, offices and factories",
        "A mix of indoor and outdoor work, often in roof spaces and under floors",
        "Working with a supervising electrician until you are licensed",
        "Tight spaces, ladders and heights at times",
        "Careful, detailed work where safety always comes first",
      ],
    },
    entryRequirements: [
      YEAR_12_PREFERRED,
      "Normal colour vision, so you can tell cable colours apart",
      MIN_AGE,
      LICENCE,
      WHITE_CARD,
    ],
    entryLevel: "year-12-preferred",
    colourVision: true,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Electrotechnology Electrician",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
      "Support as you work towards your electrical licence at the end of your apprenticeship",
    ],
  },
  {
    slug: "plumber",
    name: "Plumber",
    icon: "droplet",
    demand: "High",
    salary: "$91,791",
    durationYears: 4,
    startingHourly: "$20",
    jobGrowth: "18%",
    description:
      "Keep clean water flowing and waste water moving. Plumbers install pipes, hot water systems, gas lines, drains and fixtures in homes and businesses.",
    intro: [
      "Plumbers look after the water, gas and drainage that every building needs. You might lay drains before a slab is poured, run pipes through a new home, connect a hot water system or track down a leak. No two days are quite the same.",
      "Your four-year paid apprenticeship pairs real work beside a licensed plumber with training towards a national qualification. It is practical, problem-solving work, and every community needs it.",
    ],
    futurePathway: false,
    video: { vimeoId: "900000013", title: "A day on site with an apprentice plumber" },
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$20/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "18%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read plans to set out pipe runs and drainage",
        "Dig trenches and lay sewer and stormwater drains",
        "Cut, join and install copper and plastic pipes",
        "Fit toilets, basins, showers, taps and hot water systems",
        "Install and test gas lines and appliances under supervision",
        "Find and repair leaks and blockages",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Building sites, homes and commercial buildings",
        "Outdoors in trenches and indoors in kitchens, bathrooms and roof spaces",
        "Working under a licensed plumber while you learn",
        "Physical work that involves lifting, kneeling and digging",
        "Maintenance and repair jobs as well as new work",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Plumbing",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
      "A pathway to your plumbing licence once you qualify",
    ],
  },
  {
    slug: "bricklayer",
    name: "Bricklayer",
    icon: "brick",
    demand: "Medium",
    salary: "$83,044",
    durationYears: 3,
    startingHourly: "$19",
    jobGrowth: "12%",
    description:
      "Lay the bricks and blocks that form the walls, fireplaces, paving and feature work of homes and buildings. Skilled, physical work you can be proud of.",
    intro: [
      "Bricklayers build walls that last. You will set out and lay bricks and concrete blocks for homes, retaining walls, fences and larger buildings, keeping every course straight, level and plumb. Good bricklaying is part skill and part eye for detail.",
      "The bricklaying apprenticeship runs for three years. You are paid from the start, learn alongside experienced bricklayers, and finish with a nationally recognised qualification.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$19/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "12%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read plans and set out walls and openings",
        "Mix mortar to the right consistency",
        "Lay bricks and blocks to string lines, keeping them level and plumb",
        "Cut bricks and blocks to fit around windows, doors and corners",
        "Build retaining walls, fences, steps and paving",
        "Clean down finished brickwork and look after your tools",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Outdoors on building sites in every season",
        "Physical work with plenty of lifting, bending and standing",
        "Working from scaffolds as the walls go higher",
        "Part of a small team of bricklayers, labourers and apprentices",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Bricklaying and Blocklaying",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "painter",
    name: "Painter",
    icon: "paint-roller",
    demand: "Medium",
    salary: "$78,520",
    durationYears: 3,
    startingHourly: "$17",
    jobGrowth: "10%",
    description:
      "Protect and finish buildings with paint, stains and coatings. Painters prepare surfaces, mix colours and leave every room and wall looking its best.",
    intro: [
      "Painters and decorators give a building its finished look and protect it from the weather. Most of the job is careful preparation: filling, sanding and priming so the final coats go on smoothly and last. You might work on new homes, repaints, schools or large commercial projects.",
      "It is a three-year paid apprenticeship. You learn on the job with a host employer, train towards a national qualification, and build skills in colour, finishes and special coatings.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$17/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "10%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Prepare surfaces by cleaning, filling cracks, sanding and masking",
        "Mix and match paint colours",
        "Apply primers, undercoats and top coats by brush, roller and spray",
        "Hang wallpaper and apply decorative finishes",
        "Paint and stain timber, metal and masonry, inside and out",
        "Protect floors and fittings, and clean up at the end of the day",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Indoors and outdoors, on new builds and existing homes and buildings",
        "Working from ladders, trestles and scaffolds",
        "Often one of the last trades on a job, when the building is nearly finished",
        "Careful work where a neat finish matters",
      ],
    },
    entryRequirements: [
      YEAR_10,
      "Normal colour vision, so you can mix and match colours accurately",
      MIN_AGE,
      LICENCE,
      WHITE_CARD,
    ],
    entryLevel: "year-10",
    colourVision: true,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Painting and Decorating",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "wall-floor-tiler",
    name: "Wall & Floor Tiler",
    icon: "grid",
    demand: "High",
    salary: "$78,520",
    durationYears: 3,
    startingHourly: "$17",
    jobGrowth: "16%",
    description:
      "Lay tiles on floors and walls in bathrooms, kitchens and outdoor areas, and waterproof wet areas so they stay dry. Precise work with a finish you can see.",
    intro: [
      "Wall and floor tilers turn bare floors and walls into finished bathrooms, kitchens, living areas and outdoor spaces. You will prepare surfaces, waterproof wet areas, then set out and lay tiles so the lines run true and the finish is clean.",
      "The apprenticeship takes three years, with pay from the start. You learn from experienced tilers on real jobs and gain a nationally recognised qualification. Tilers are in high demand in South Australia, on new homes and renovations alike.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$17/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "16%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Measure rooms and plan tile layouts",
        "Prepare and level floors and walls with screeds and render",
        "Apply waterproofing membranes to showers and other wet areas",
        "Cut tiles to size with wet saws and tile cutters",
        "Lay tiles with adhesive and fill the joints with grout",
        "Seal and clean finished work",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Mainly indoors in homes, apartments and commercial buildings",
        "Bathrooms, kitchens, laundries and outdoor living areas",
        "Kneeling and bending for much of the day, so good knee pads matter",
        "Often working on your own or in a small team once a room is ready",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Wall and Floor Tiling",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "wall-ceiling-liner",
    name: "Wall & Ceiling Liner",
    icon: "layers",
    demand: "Medium",
    salary: "$75,400",
    durationYears: 3,
    startingHourly: "$16",
    jobGrowth: "13%",
    description:
      "Install the plasterboard walls, ceilings, partitions and cornices that turn a frame into finished rooms. Neat, steady work on homes and commercial jobs.",
    intro: [
      "Wall and ceiling liners, sometimes called fixers, close in the frame and create the rooms. You will fix plasterboard to walls and ceilings, build partitions and bulkheads, fit cornices and set the joints so painters have a smooth surface to work on.",
      "The apprenticeship is three years and paid from day one. You work with a host employer on homes, offices, shops and schools, and finish with a nationally recognised qualification.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$16/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "13%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Measure and cut plasterboard sheets to size",
        "Fix sheets to timber and steel frames with screws and adhesive",
        "Build suspended ceilings, partitions and bulkheads",
        "Install cornices and insulation",
        "Tape, set and sand joints for a smooth finish",
        "Patch and repair damaged walls and ceilings",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Indoors, once a building has its frame and roof in place",
        "Homes, offices, schools, shops and hospitals",
        "Working from trestles, platforms and mobile scaffolds",
        "Physical work with plenty of lifting and reaching overhead",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Wall and Ceiling Lining",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "stonemason",
    name: "Stonemason",
    icon: "mountain",
    demand: "Medium",
    salary: "$79,560",
    durationYears: 4,
    startingHourly: "$18",
    jobGrowth: "11%",
    description:
      "Cut, shape and set natural stone for walls, buildings, memorials and restoration work. A traditional craft, practised today with modern tools.",
    intro: [
      "Stonemasons work with one of the oldest building materials there is. You will cut, shape, polish and lay natural stone for walls, facades, steps, memorials and garden features, and help repair older buildings so they stand for generations to come.",
      "From the state's early stone buildings to modern homes, stonework is part of how South Australia looks. The four-year paid apprenticeship teaches you traditional hand skills and modern machinery, and leads to a nationally recognised qualification.",
    ],
    futurePathway: false,
    video: { vimeoId: "900000014", title: "A day on site with an apprentice stonemason" },
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$18/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "11%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Select stone and mark it out from drawings and templates",
        "Cut and shape stone with saws, chisels and grinders",
        "Lay stone walls, steps and paving with mortar",
        "Fix stone cladding to buildings",
        "Repair and restore stonework on older buildings",
        "Polish stone surfaces and carve lettering",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "A workshop, a building site or a restoration project",
        "Outdoors for much of the year",
        "Heavy materials, moved with lifting gear and good technique",
        "Dust control and protective equipment every day",
        "Small teams where craft and patience are valued",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Stonemasonry (Monumental/Installation)",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "cabinet-maker",
    name: "Cabinet Maker",
    icon: "cabinet",
    demand: "Medium",
    salary: "$81,640",
    durationYears: 4,
    startingHourly: "$18",
    jobGrowth: "14%",
    description:
      "Build and install kitchens, bathroom vanities, wardrobes and custom furniture. Precise work that mixes hand skills with computer-controlled machinery.",
    intro: [
      "Cabinet makers build the kitchens, vanities, wardrobes, shop fittings and furniture people use every day. You will read drawings, cut and machine panels and timber, assemble and finish the pieces in a workshop, then install them on site so everything fits just right.",
      "The four-year paid apprenticeship suits people who like precise, careful work. You learn traditional joinery alongside modern machinery, and finish with a nationally recognised qualification.",
    ],
    futurePathway: false,
    process: "none",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$18/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "14%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read drawings and prepare cutting lists",
        "Cut and edge panels using saws and computer-controlled (CNC) machines",
        "Assemble cabinets, drawers and doors",
        "Fit hinges, handles, drawer runners and benchtops",
        "Sand, finish and check your work for quality",
        "Install finished kitchens and joinery in homes and businesses",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Mostly in a workshop or factory, with some time on site for installation",
        "Regular daytime hours",
        "Working with machinery, dust extraction and protective equipment",
        "A team where accuracy and a clean finish matter",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Cabinet Making and Timber Technology",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "steel-frame-installer",
    name: "Light Gauge Steel Frame Installer",
    icon: "frame",
    demand: "High",
    salary: "$82,150",
    durationYears: 3,
    startingHourly: "$19",
    jobGrowth: "17%",
    description:
      "Stand the light gauge steel wall frames, roof trusses and floor systems of homes and commercial buildings. Quick, precise work in a growing trade.",
    intro: [
      "Light gauge steel frame installers put up the skeleton of a building using lightweight, strong steel instead of timber. You will set out and stand wall frames, fix roof trusses and bracing, and check everything is straight, square and secure before the next trades move in.",
      "Steel frames are made to measure, stay straight and cannot be eaten by termites, and many builders choose them. The three-year paid apprenticeship gives you site experience with a host employer and a nationally recognised qualification.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$19/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "17%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Read plans and frame layouts",
        "Unload and sort prefabricated steel wall frames and trusses",
        "Stand, plumb and brace wall frames",
        "Fix frames to the slab and join them with screws and brackets",
        "Lift and fix roof trusses and battens",
        "Check frames are straight, square and level",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Outdoors on new home and commercial building sites",
        "Working at heights with scaffolds and fall protection",
        "Fast-paced work in a small crew",
        "Light, clean materials and battery-powered tools",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III qualification covering light gauge steel framing",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "plasterer",
    name: "Plasterer",
    icon: "trowel",
    demand: "Medium",
    salary: "$76,830",
    durationYears: 4,
    startingHourly: "$17",
    jobGrowth: "12%",
    description:
      "Apply render, solid plaster and decorative mouldings to walls, ceilings and the outside of buildings. A skilled finishing trade for new builds and restoration.",
    intro: [
      "Plasterers create smooth, hard-wearing surfaces on walls, ceilings and the outside of buildings. You will mix and apply render and plaster by hand and by machine, run cornices and decorative mouldings, and repair older plasterwork so it matches the original.",
      "The four-year paid apprenticeship builds a skill that takes real practice to master. You learn on site with a host employer and finish with a nationally recognised qualification in solid plastering.",
    ],
    futurePathway: false,
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$17/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "12%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Prepare walls and fix beads to corners and edges",
        "Mix render and plaster to the right consistency",
        "Apply render to brick and block walls, inside and out",
        "Float and trowel surfaces to a smooth, even finish",
        "Run and fix cornices, ceiling roses and decorative mouldings",
        "Repair and restore plaster in older homes and buildings",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "New homes, commercial buildings and restoration projects",
        "Indoors and outdoors, often working from scaffolds",
        "Physical work with plenty of mixing, lifting and arm work",
        "Working closely with bricklayers, liners and painters",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Solid Plastering",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "concreter",
    name: "Concreter",
    icon: "truck",
    demand: "High",
    salary: "$85,200",
    durationYears: 3,
    startingHourly: "$19",
    jobGrowth: "18%",
    description:
      "Form, pour and finish the slabs, footpaths, driveways and foundations that everything else is built on. Outdoor, team-based work in a high-demand trade.",
    intro: [
      "Concreters lay the groundwork, literally. You will set up formwork and reinforcing steel, place and spread concrete, then finish it so it is level, strong and good to look at, from house slabs and driveways to footpaths and large commercial floors.",
      "It is a three-year paid apprenticeship with plenty of time outdoors and in a team. You learn from experienced concreters and finish with a nationally recognised qualification.",
    ],
    futurePathway: false,
    process: "none",
    cards: {
      duration: { value: "3 years", note: "apprenticeship" },
      startingWage: { value: "$19/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "18%", note: OUTLOOK },
    },
    tasks: {
      heading: "Daily Tasks",
      items: [
        "Set out and build formwork for slabs, paths and footings",
        "Place reinforcing mesh and steel bars",
        "Pour, spread and level concrete as it arrives from the truck",
        "Finish surfaces with floats, trowels and power trowels",
        "Create decorative finishes such as exposed aggregate, coloured and stamped concrete",
        "Cut control joints, then cure and seal the finished work",
      ],
    },
    environment: {
      heading: "Work Environment",
      items: [
        "Outdoors on house, driveway and civil construction sites",
        "Early starts, so pours happen before the heat of the day",
        "Fast-paced team work, because concrete does not wait",
        "Physical work with wheelbarrows, screeds and power tools",
      ],
    },
    entryRequirements: [YEAR_10, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised Certificate III in Concreting",
      PAID_TRAINING,
      OFF_THE_JOB,
      FIELD_COORDINATOR,
    ],
  },
  {
    slug: "builder",
    name: "Builder",
    icon: "hard-hat",
    demand: "High",
    salary: "$95,400",
    pageSalary: "$174,000+",
    durationYears: 4,
    startingHourly: "$22",
    jobGrowth: "20%",
    description:
      "Lead building projects from plans to handover. Most builders start on the tools in a trade such as carpentry, then step up to supervising sites and running jobs.",
    intro: [
      "Builders bring a whole project together. They read the plans, organise the trades, order materials, keep the job on time and on budget, and make sure the work meets the building code and passes inspection. Many go on to run their own building business.",
      "The usual path starts with a four-year paid trade apprenticeship, often in carpentry, followed by further study in building and construction and the site experience you need to apply for a builder's licence in South Australia. Born to Build can help you take the first step.",
    ],
    futurePathway: true,
    process: "five-steps",
    cards: {
      duration: { value: "4 years", note: "trade apprenticeship, then building studies" },
      startingWage: { value: "$22/hour", note: FIRST_YEAR_RATE },
      jobGrowth: { value: "20%", note: OUTLOOK },
    },
    tasks: {
      heading: "A Typical Day May Involve",
      items: [
        "Checking the plans and the day's work with your site team",
        "Organising trades, deliveries and equipment so the job keeps moving",
        "Doing hands-on building work alongside your crew",
        "Inspecting work for quality and safety",
        "Talking with clients, designers and building certifiers",
        "Updating schedules, costs and site records",
      ],
    },
    environment: {
      heading: "It Helps to Be Good At",
      items: [
        "Planning ahead and staying organised",
        "Leading a team and talking clearly with people",
        "Maths, measuring and reading plans",
        "Solving problems when things change on site",
        "Keeping safety and quality front of mind",
      ],
    },
    entryRequirements: [YEAR_12_PREFERRED, MIN_AGE, LICENCE, WHITE_CARD],
    entryLevel: "year-12-preferred",
    colourVision: false,
    pathways: ["apprenticeship"],
    trainingSupport: [
      "A nationally recognised trade qualification through your apprenticeship, such as the Certificate III in Carpentry",
      PAID_TRAINING,
      "Further study through the Certificate IV in Building and Construction, the usual step towards a builder's licence",
      "Mentoring from a Born to Build field coordinator as you grow into supervising roles",
    ],
  },
  {
    slug: "civil-engineer",
    name: "Civil Engineer",
    icon: "bridge",
    demand: "Very High",
    salary: "$105,200",
    pageSalary: "$145,744+",
    durationYears: 4,
    startingHourly: "$60k+",
    jobGrowth: "15.1%",
    description:
      "Plan, design and oversee the roads, bridges, water systems and foundations our communities rely on. A university pathway for people who enjoy maths and solving problems.",
    intro: [
      "Civil engineers design and manage the big things that make a city work: roads, bridges, railways, water and drainage systems, and the structures that hold buildings up. They use maths, science and computer modelling to make sure projects are safe and built to last, then work with builders on site to see them through.",
      "The pathway is a four-year Bachelor's degree in civil engineering with practical training along the way. Graduate engineers start on $60k+ a year, and the demand for civil engineers in South Australia is very high.",
    ],
    futurePathway: true,
    process: "civil-engineer",
    cards: {
      duration: { value: "4 years", note: "Bachelor's degree plus practical training" },
      startingWage: { value: "$60k+", note: "graduate engineer salary" },
      jobGrowth: { value: "15.1%", note: "5-year outlook" },
    },
    tasks: {
      heading: "A Typical Day May Involve",
      items: [
        "Designing parts of a project with engineering software",
        "Running calculations for loads, drainage or traffic",
        "Visiting sites to check the work matches the design",
        "Meeting builders, councils and other engineers",
        "Writing reports and reviewing drawings",
        "Solving problems when site conditions are not what the plans expected",
      ],
    },
    environment: {
      heading: "It Helps to Be Good At",
      items: [
        "Maths and physics",
        "Thinking through problems step by step",
        "Using computers and design software",
        "Explaining technical ideas clearly",
        "Paying close attention to detail",
      ],
    },
    entryRequirements: [
      "Year 12 completion with maths, and ideally physics",
      "A Bachelor's degree in civil engineering, usually four years of full-time university study",
      "Minimum age of 15 for an apprenticeship, if you want to start on the tools before university",
      LICENCE,
      WHITE_CARD,
    ],
    entryLevel: "year-12",
    colourVision: false,
    pathways: ["degree"],
    trainingSupport: [
      "A nationally recognised Bachelor's degree that includes practical engineering experience",
      "Graduate roles with on-the-job training and mentoring from experienced engineers",
      "Time on site alongside builders and trades",
      "Guidance from Born to Build on pathways from school or a trade into engineering",
    ],
  },
  {
    slug: "construction-manager",
    name: "Construction Manager",
    icon: "building",
    demand: "High",
    salary: "$98,750",
    pageSalary: "$160,000+",
    durationYears: 4,
    startingHourly: null,
    jobGrowth: null,
    description:
      "Run building projects from start to finish, managing people, budgets, programs and safety. A career you can reach through a trade or a construction management degree.",
    intro: [
      "Construction managers lead the delivery of building projects, from houses and apartments to schools, hospitals and commercial towers. They plan the program, manage the budget, coordinate subcontractors and make sure the site is safe and the work is right.",
      "There are two main ways in: start with a paid trade apprenticeship and work your way up through site supervision, or study a construction management degree. Either way, time on site is what makes a good manager.",
    ],
    futurePathway: true,
    process: "construction-manager",
    cards: {
      duration: { value: "4 years", note: "apprenticeship" },
      startingWage: { value: "$60,000+", note: "per year" },
      jobGrowth: { value: "Strong demand", note: "across South Australian construction" },
    },
    tasks: {
      heading: "What You'll Do",
      items: [
        "Plan the project program and the order of work",
        "Manage budgets, costs and changes to the job",
        "Engage and coordinate subcontractors and suppliers",
        "Lead site meetings with supervisors and trades",
        "Make sure the site follows safety rules and procedures",
        "Check quality and that the work meets the plans and the building code",
        "Report progress to clients, architects and engineers",
      ],
    },
    environment: {
      heading: "It Helps to Be Good At",
      items: [
        "Leading and motivating people",
        "Planning and organising",
        "Communicating clearly, in person and in writing",
        "Working with numbers and budgets",
        "Staying calm and solving problems under pressure",
        "Understanding how buildings go together",
      ],
    },
    entryRequirements: [
      "A pathway through a trade apprenticeship (Year 10 completion or equivalent) or a construction management degree (Year 12 completion)",
      MIN_AGE,
      LICENCE,
      WHITE_CARD,
    ],
    entryLevel: "year-10",
    colourVision: false,
    pathways: ["apprenticeship", "degree"],
    trainingSupport: [
      "A nationally recognised trade qualification and paid on-the-job training if you start through an apprenticeship",
      "Further study such as a Diploma of Building and Construction or a Bachelor's degree in construction management",
      "Site supervision experience as you step up",
      FIELD_COORDINATOR,
    ],
  },
] satisfies Trade[];

/** The trade with this slug, or undefined. */
export const getTrade = (slug: string) => TRADES.find((t) => t.slug === slug);

/** Where a trade's page lives: painter is served at /painter/ (SPEC §2), the rest under /trades. */
export { tradePath } from "./paths";
