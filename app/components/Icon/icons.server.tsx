/**
 * Every icon on the site, from lucide: only the icons named here are bundled, and only on
 * the server. They become one inline SVG sprite of <symbol>s per page (IconSprite), which
 * the Icon component references with <use>, so no icon drawing ships in the JavaScript.
 */
import Armchair from "lucide-react/icons/armchair";
import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import BookOpen from "lucide-react/icons/book-open";
import BrickWall from "lucide-react/icons/brick-wall";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-2";
import Calendar from "lucide-react/icons/calendar";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import Droplet from "lucide-react/icons/droplet";
import Frame from "lucide-react/icons/frame";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Grid3x3 from "lucide-react/icons/grid-3x3";
import Hammer from "lucide-react/icons/hammer";
import Handshake from "lucide-react/icons/handshake";
import HardHat from "lucide-react/icons/hard-hat";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Layers from "lucide-react/icons/layers";
import Lightbulb from "lucide-react/icons/lightbulb";
import Mail from "lucide-react/icons/mail";
import Map from "lucide-react/icons/map";
import Mountain from "lucide-react/icons/mountain";
import PaintBucket from "lucide-react/icons/paint-bucket";
import PaintRoller from "lucide-react/icons/paint-roller";
import Phone from "lucide-react/icons/phone";
import Route from "lucide-react/icons/route";
import School from "lucide-react/icons/school";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import TrafficCone from "lucide-react/icons/traffic-cone";
import TrendingUp from "lucide-react/icons/trending-up";
import Truck from "lucide-react/icons/truck";
import UserCheck from "lucide-react/icons/user-check";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { LOGO_MARK_SYMBOL } from "../Logo/mark.server";
import type { IconName } from "./Icon";

export const ICONS: Record<IconName, LucideIcon> = {
  // trades
  hammer: Hammer,
  zap: Zap,
  droplet: Droplet,
  brick: BrickWall,
  "paint-roller": PaintRoller,
  grid: Grid3x3,
  layers: Layers,
  mountain: Mountain,
  cabinet: Armchair,
  frame: Frame,
  trowel: PaintBucket,
  truck: Truck,
  building: Building2,
  bridge: TrafficCone,
  "hard-hat": HardHat,
  // interface
  award: Award,
  "graduation-cap": GraduationCap,
  wallet: Wallet,
  users: Users,
  handshake: Handshake,
  "shield-check": ShieldCheck,
  briefcase: Briefcase,
  map: Map,
  "book-open": BookOpen,
  compass: Compass,
  "heart-handshake": HeartHandshake,
  "clipboard-check": ClipboardCheck,
  calendar: Calendar,
  phone: Phone,
  mail: Mail,
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  school: School,
  "user-check": UserCheck,
  star: Star,
  route: Route,
  lightbulb: Lightbulb,
  clock: Clock,
  "badge-check": BadgeCheck,
};

let sprite: string | undefined;

/** The <symbol> of every icon, and the logo's mark, drawn once per isolate. */
export function iconSprite(): string {
  sprite ??=
    Object.entries(ICONS)
      .map(([name, Component]) => {
        const svg = renderToStaticMarkup(<Component />);
        const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
        return `<symbol id="icon-${name}" viewBox="0 0 24 24">${inner}</symbol>`;
      })
      .join("") + LOGO_MARK_SYMBOL;
  return sprite;
}
