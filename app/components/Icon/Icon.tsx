/**
 * Every icon on the site, from lucide (inline SVG; only the icons named here are bundled).
 * Content names icons by key (content/schema.ts), so content never imports components.
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
import type { z } from "zod";
import type { tradeIconSchema, uiIconSchema } from "~content/schema";

export type IconName = z.infer<typeof tradeIconSchema> | z.infer<typeof uiIconSchema>;

const ICONS: Record<IconName, LucideIcon> = {
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

/** Decorative by default: the text beside an icon carries its meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" width={size} height={size} className={className} strokeWidth={2} />;
}
