import {
  BarChart3,
  CalendarCheck,
  Factory,
  FileText,
  LayoutDashboard,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@web/lib/paths';

/** accounts §2: the sidebar's data links, in order (Settings sits apart at the bottom). */
export const NAV_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.dashboard, label: 'Overview', icon: LayoutDashboard },
  { to: paths.analytics, label: 'Analytics', icon: BarChart3 },
  { to: paths.plants, label: 'Plants', icon: Factory },
  { to: paths.compliance, label: 'Compliance', icon: ShieldCheck },
  { to: paths.reports, label: 'Reports', icon: FileText },
  { to: paths.benchmarking, label: 'Benchmarking', icon: Scale },
  { to: paths.dataQuality, label: 'Data quality', icon: CalendarCheck },
];
