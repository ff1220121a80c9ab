// One icon per tool (and the two other dashboard destinations). Typed by slug: a new tool in the
// catalog does not compile until it has one.
import { AimOutlined, BarChartOutlined, CalculatorOutlined, GiftOutlined, HistoryOutlined, MailOutlined } from '@ant-design/icons';
import type { ToolSlug } from '@growth-suite/shared';
import type { ReactNode } from 'react';

export const TOOL_ICONS: Record<ToolSlug, ReactNode> = {
  'niche-finder': <AimOutlined />,
  'offer-creator': <GiftOutlined />,
  'growth-plan': <BarChartOutlined />,
  'cold-email': <MailOutlined />,
};

export const ROI_ICON = <CalculatorOutlined />;
export const HISTORY_ICON = <HistoryOutlined />;
