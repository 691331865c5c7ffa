/**
 * Every icon on the site, from lucide: only the icons named here are bundled, and only on
 * the server. They become one inline SVG sprite of <symbol>s per page (IconSprite), which
 * the Icon component references with <use>, so no icon drawing ships in the JavaScript.
 */
import {
  Armchair,
  Award,
  BadgeCheck,
  BookOpen,
  BrickWall,
  Briefcase,
  Building2,
  Calendar,
  ClipboardCheck,
  Clock,
  Compass,
  Droplet,
  Frame,
  GraduationCap,
  Grid3x3,
  Hammer,
  Handshake,
  HardHat,
  HeartHandshake,
  Layers,
  Lightbulb,
  Mail,
  Map,
  Mountain,
  PaintBucket,
  PaintRoller,
  Phone,
  Route,
  School,
  ShieldCheck,
  Sparkles,
  Star,
  TrafficCone,
  TrendingUp,
  Truck,
  UserCheck,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
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

/** The <symbol> of every icon, drawn once per isolate. */
export function iconSprite(): string {
  sprite ??= Object.entries(ICONS)
    .map(([name, Component]) => {
      const svg = renderToStaticMarkup(<Component />);
      const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="icon-${name}" viewBox="0 0 24 24">${inner}</symbol>`;
    })
    .join("");
  return sprite;
}
