import { describe, expect, it } from 'vitest';
import { calculateRoi, normaliseRoiInput, ROI_DEFAULTS, roiBarWidth } from './roi.ts';

describe('ROI calculator', () => {
  it('gives the spec defaults 10000 / 3333 / 6667 / 200', () => {
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({
      monthlyCostSavings: 10000,
      recommendedMonthlyRetainer: 3333,
      clientNetSavings: 6667,
      roiPercentage: 200,
    });
  });

  it('recomputes from each input and rounds only at the end', () => {
    // 100000 / 2080 * 10 * 52/12 = 2083.33 → retainer / 1.5 = 1388.89, net 694.44, ROI 50 %
    expect(calculateRoi({ annualSalary: 100_000, weeklyHours: 10, roiMultiple: 1.5 })).toEqual({
      monthlyCostSavings: 2083,
      recommendedMonthlyRetainer: 1389,
      clientNetSavings: 694,
      roiPercentage: 50,
    });
  });

  it('a multiple of 1 leaves the client no savings and 0 % ROI', () => {
    const result = calculateRoi({ annualSalary: 240_000, weeklyHours: 20, roiMultiple: 1 });
    expect(result.clientNetSavings).toBe(0);
    expect(result.roiPercentage).toBe(0);
  });

  it('a zero salary gives zeros, not NaN', () => {
    expect(calculateRoi({ annualSalary: 0, weeklyHours: 20, roiMultiple: 3 })).toEqual({
      monthlyCostSavings: 0,
      recommendedMonthlyRetainer: 0,
      clientNetSavings: 0,
      roiPercentage: 0,
    });
  });

  it('turns a non-numeric salary into 0 and holds hours and multiple to their ranges', () => {
    expect(normaliseRoiInput({ annualSalary: 'abc', weeklyHours: 80, roiMultiple: 0.2 })).toEqual({
      annualSalary: 0,
      weeklyHours: 40,
      roiMultiple: 1,
    });
    expect(normaliseRoiInput({ annualSalary: -5, weeklyHours: 0, roiMultiple: 9 })).toEqual({
      annualSalary: 0,
      weeklyHours: 1,
      roiMultiple: 5,
    });
  });

  it('caps the bar at 300 %', () => {
    expect(roiBarWidth(150)).toBe(50);
    expect(roiBarWidth(300)).toBe(100);
    expect(roiBarWidth(900)).toBe(100);
    expect(roiBarWidth(-20)).toBe(0);
  });
});
