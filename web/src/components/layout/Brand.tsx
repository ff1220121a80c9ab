import { Link } from '../../lib/workspaceRouting.tsx';
import { PRODUCT_NAME } from '@growth-suite/shared';

export function Brand({ name = PRODUCT_NAME }: { name?: string }) {
  return (
    <Link to="/" aria-label={`${name} home`} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'inherit' }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>{name}</strong>
    </Link>
  );
}
