//! The little floating-point arithmetic the crate needs without the standard library: a square root, an exponential, the normal distribution.

/// The square root of `x` (0 for anything not positive), by Newton's
/// method from a guess halving the exponent.
pub(crate) fn sqrt(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 {
        return 0.0;
    }
    if x.is_infinite() {
        return x;
    }
    let mut y = f64::from_bits((x.to_bits() >> 1) + (1023u64 << 51));
    for _ in 0..8 {
        y = 0.5 * (y + x / y);
    }
    y
}

/// `e^x`, to about 1e-15 relative: `x = k ln 2 + r` with `|r| <= ln 2 /
/// 2`, then a Taylor series for `e^r`. Saturates at 0 and infinity.
pub(crate) fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 709.0 {
        return f64::INFINITY;
    }
    if x < -708.0 {
        return 0.0;
    }
    let ln2 = core::f64::consts::LN_2;
    let k = (x / ln2 + if x < 0.0 { -0.5 } else { 0.5 }) as i32;
    let r = x - f64::from(k) * ln2;
    let (mut term, mut sum) = (1.0, 1.0);
    for n in 1..=18 {
        term *= r / f64::from(n);
        sum += term;
    }
    sum * f64::from_bits(((1023 + i64::from(k)) as u64) << 52)
}

/// The standard normal distribution function `P(Z <= z)`, by the
/// complementary error function of Numerical Recipes' Chebyshev fit
/// (relative error under 1.2e-7).
pub(crate) fn normal_cdf(z: f64) -> f64 {
    let x = -z / core::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    let poly = -x * x - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let erfc = t * exp(poly);
    let erfc = if x >= 0.0 { erfc } else { 2.0 - erfc };
    0.5 * erfc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_match_known_values() {
        assert!((sqrt(2.0) - core::f64::consts::SQRT_2).abs() < 1e-15);
        assert!((exp(1.0) - core::f64::consts::E).abs() < 1e-14);
        assert!((exp(-3.5) - 0.030_197_383_422_318_5).abs() < 1e-16);
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.959_963_985) - 0.975).abs() < 1e-7);
        assert!((normal_cdf(-1.0) - 0.158_655_253_9).abs() < 1e-7);
    }

    #[test]
    fn the_square_root_is_the_standard_librarys_to_an_ulp() {
        for x in [
            1e-300,
            1e-9,
            0.25,
            1.0,
            2.0,
            3.0,
            1e6 + 7.0,
            123_456.789,
            1e300,
        ] {
            let (mine, std) = (sqrt(x), x.sqrt());
            assert!(
                (mine - std).abs() <= 2.0 * f64::EPSILON * std,
                "{x}: {mine} {std}"
            );
        }
        assert_eq!(sqrt(0.0), 0.0);
        assert_eq!(sqrt(-1.0), 0.0);
        assert_eq!(sqrt(f64::NAN), 0.0);
    }
}
