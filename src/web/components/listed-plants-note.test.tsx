import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListedPlantsNote, PlantPageNote } from './listed-plants-note';

describe('ListedPlantsNote', () => {
  it('says how many plants of how many a screen lists when it lists only some', () => {
    render(<ListedPlantsNote listed={1000} total={50000} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Showing 1,000 of 50,000 plants: the 1,000 with the most CO2. Totals and counts cover all 50,000.',
    );
  });

  it('says nothing when every plant is listed', () => {
    const { container } = render(<ListedPlantsNote listed={3} total={3} />);
    expect(container.textContent).toBe('');
  });

  it('says which page of plants a screen lists, and nothing when it lists them all', () => {
    const plants = Array.from({ length: 1000 }, (_, i) => i);
    render(<PlantPageNote page={{ plants, plantCount: 50_000, offset: 0 }} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Showing plants 1 to 1,000 of 50,000, in plant_id order.',
    );
    const { container } = render(
      <PlantPageNote page={{ plants: [1, 2], plantCount: 2, offset: 0 }} />,
    );
    expect(container.textContent).toBe('');
  });
});
