// /account/brand (issue 25): the firm, sender, signature, accent colour and logo that every document
// and shared page carries instead of the product's name.
import { Alert, Spin, Typography } from 'antd';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { BrandForm } from './BrandForm.tsx';
import { LogoCard } from './LogoCard.tsx';

export default function BrandPage() {
  const brand = useBrand();
  return (
    <>
      <PageTitle>Your brand</PageTitle>
      <Typography.Paragraph type="secondary">
        What your clients see on the documents you download and the links you share: your firm, your logo and your colour.
      </Typography.Paragraph>
      {brand.isPending ? (
        <div className="centered-spinner" role="status" aria-label="Loading your brand">
          <Spin />
        </div>
      ) : brand.isError ? (
        <Alert type="error" showIcon title="Your brand could not be loaded" description={errorMessage(brand.error)} />
      ) : (
        <div className="brand-page">
          <BrandForm brand={brand.data} logoUrl={brand.data.logo?.url ?? null} />
          <LogoCard brand={brand.data} />
        </div>
      )}
    </>
  );
}
