// Every route's one h1 and its own document title ("AI Offer Creator · Growth Suite"), so tabs,
// history entries and screen readers say where the user is. React 19 hoists <title> into <head>.
// Plain HTML, not antd Typography: the dashboard's first load stays small.
import { PRODUCT_NAME } from '@growth-suite/shared';
import type { ReactNode } from 'react';

export const documentTitle = (page: string) => `${page} · ${PRODUCT_NAME}`;

export function PageTitle({ children, documentTitle: page, actions }: { children: string; documentTitle?: string; actions?: ReactNode }) {
  const heading = <h1 className="page-title">{children}</h1>;
  return (
    <>
      <title>{documentTitle(page ?? children)}</title>
      {actions ? (
        <div className="page-title-row">
          {heading}
          <div className="page-title-actions">{actions}</div>
        </div>
      ) : (
        heading
      )}
    </>
  );
}
