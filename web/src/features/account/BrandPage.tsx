// /account/brand (issue 25): the firm, sender, signature, accent colour and logo that every document
// and shared page carries instead of the product's name. A team's brand (/t/:slug/account/brand,
// DESIGN §11) is the team's: its admins and owners edit it, its members read it.
import { roleAtLeast } from '@growth-suite/shared';
import { Alert, Spin, Typography } from 'antd';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { useTeamScope } from '../../lib/teamScope.ts';
import { BrandForm } from './BrandForm.tsx';
import { LogoCard } from './LogoCard.tsx';

export default function BrandPage() {
  const brand = useBrand();
  const scope = useTeamScope();
  const readOnly = scope !== null && !roleAtLeast(scope.team.role, 'admin');
  return (
    <>
      <PageTitle documentTitle={scope ? `${scope.team.name} · Brand` : undefined}>{scope ? 'Team brand' : 'Your brand'}</PageTitle>
      <Typography.Paragraph type="secondary">
        {scope
          ? `What clients see on the documents and links of ${scope.team.name}: its firm, logo and colour.`
          : 'What your clients see on the documents you download and the links you share: your firm, your logo and your colour.'}
      </Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon title="An admin of this team edits its brand. You can read it here." style={{ marginBottom: 16 }} />}
      {brand.isPending ? (
        <div className="centered-spinner" role="status" aria-label="Loading your brand">
          <Spin />
        </div>
      ) : brand.isError ? (
        <Alert type="error" showIcon title="Your brand could not be loaded" description={errorMessage(brand.error)} />
      ) : (
        <div className="brand-page">
          <BrandForm brand={brand.data} logoUrl={brand.data.logo?.url ?? null} readOnly={readOnly} />
          <LogoCard brand={brand.data} readOnly={readOnly} />
        </div>
      )}
    </>
  );
}
