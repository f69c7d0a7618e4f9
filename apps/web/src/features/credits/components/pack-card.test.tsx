import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackCard } from './pack-card';

const popular = {
  id: 'popular' as const,
  name: 'Popular Pack',
  credits: 150,
  price: 1299,
  currency: 'INR' as const,
  originalPrice: 1497,
  savings: 'Save 13%',
  popular: true,
  pricePerCredit: 8.66,
  features: ['Virtual try-on generations'],
};

describe('pack card', () => {
  it('shows the price per credit in the Indian locale without decimals', () => {
    render(<PackCard pack={popular} processing={false} disabled={false} onBuy={() => {}} />);
    expect(screen.getByText('₹9 per credit')).toBeInTheDocument();
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
  });
});
