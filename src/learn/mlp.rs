//! [`Mlp`]: a small fully connected network, f32, sigmoid units, laid out for sparse inputs and plain loops.

use alloc::vec;
use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

mod batch;

/// The most hidden layers a network may have.
pub const MAX_HIDDEN_LAYERS: usize = 3;

/// The most inputs, units in one hidden layer, and outputs a layout may
/// have: bounds that keep a file read from outside from asking for an
/// unbounded allocation.
pub const MAX_INPUTS: usize = 4096;
/// See [`MAX_INPUTS`].
pub const MAX_UNITS: usize = 1024;
/// See [`MAX_INPUTS`].
pub const MAX_OUTPUTS: usize = 16;

/// The shape of a network: its inputs, its hidden layers' sizes and its
/// outputs (its heads). Every unit, hidden or output, is a sigmoid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Values in an input vector.
    pub inputs: usize,
    /// Units of each hidden layer, first to last (one to
    /// [`MAX_HIDDEN_LAYERS`] layers).
    pub hidden: Vec<usize>,
    /// Output heads, each a sigmoid in `0..=1`.
    pub outputs: usize,
}

impl Layout {
    /// A layout with one hidden layer.
    pub fn new(inputs: usize, hidden: &[usize], outputs: usize) -> Layout {
        Layout {
            inputs,
            hidden: hidden.to_vec(),
            outputs,
        }
    }

    /// Whether every size is within bounds (at least one of each, at most
    /// [`MAX_INPUTS`], [`MAX_UNITS`], [`MAX_OUTPUTS`], one to
    /// [`MAX_HIDDEN_LAYERS`] hidden layers).
    pub fn is_valid(&self) -> bool {
        (1..=MAX_INPUTS).contains(&self.inputs)
            && (1..=MAX_HIDDEN_LAYERS).contains(&self.hidden.len())
            && self.hidden.iter().all(|h| (1..=MAX_UNITS).contains(h))
            && (1..=MAX_OUTPUTS).contains(&self.outputs)
    }

    /// The sizes of every layer, inputs first, outputs last.
    fn sizes(&self) -> Vec<usize> {
        let mut sizes = vec![self.inputs];
        sizes.extend_from_slice(&self.hidden);
        sizes.push(self.outputs);
        sizes
    }

    /// How many parameters (weights and biases) the layout has.
    pub fn parameters(&self) -> usize {
        self.sizes().windows(2).map(|w| (w[0] + 1) * w[1]).sum()
    }
}

/// Where one layer's parameters lie in the flat parameter vector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    /// Start of the weights: `inputs` rows of `outputs` values.
    weights: usize,
    /// Start of the biases: `outputs` values.
    biases: usize,
    inputs: usize,
    outputs: usize,
}

/// A fully connected network of sigmoid units.
///
/// The parameters are one flat `f32` vector, layer after layer; each
/// layer's weights are stored **input-major**: row `i` holds the weights
/// from input `i` to every unit of the next layer, contiguous. A forward
/// pass adds `x[i] * row[i]` into the units for each input, so inputs that
/// are zero (most of a board encoding) cost nothing, and the inner loop is
/// a plain `a += x * w` over a slice, which the compiler vectorises. Then
/// come the layer's biases.
///
/// Training minimises the cross-entropy between each sigmoid output and
/// its target in `0..=1` (so the gradient at an output's pre-activation
/// is `output - target`), one example at a time
/// ([`Mlp::train_step`]), or through [`Mlp::gradient`].
///
/// ```
/// use racegame::learn::{Layout, Mlp, Scratch};
/// let mut net = Mlp::random(Layout::new(3, &[8], 1), 7);
/// let mut scratch = Scratch::new(net.layout());
/// for _ in 0..2000 {
///     net.train_step(&[1.0, 0.0, 1.0], &[0.9], 0.5, &mut scratch);
///     net.train_step(&[0.0, 1.0, 0.0], &[0.1], 0.5, &mut scratch);
/// }
/// let high = net.forward(&[1.0, 0.0, 1.0], &mut scratch)[0];
/// assert!((high - 0.9).abs() < 0.02);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Mlp {
    layout: Layout,
    params: Vec<f32>,
    spans: Vec<Span>,
}

/// Working memory for [`Mlp::forward`] and training: each layer's
/// activations and error terms. One per thread; reused, it allocates
/// nothing after it is made.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// `acts[0]` the input, `acts[l + 1]` layer `l`'s outputs.
    acts: Vec<Vec<f32>>,
    /// `deltas[l]`: the loss's gradient at layer `l`'s pre-activations.
    deltas: Vec<Vec<f32>>,
    /// `batch[l]`: layer `l`'s outputs for every row of a batch
    /// ([`Mlp::forward_batch`]), grown to the largest batch seen.
    batch: Vec<Vec<f32>>,
}

impl Scratch {
    /// Working memory for networks of `layout`.
    pub fn new(layout: &Layout) -> Scratch {
        let sizes = layout.sizes();
        Scratch {
            acts: sizes.iter().map(|&n| vec![0.0; n]).collect(),
            deltas: sizes[1..].iter().map(|&n| vec![0.0; n]).collect(),
            batch: Vec::new(),
        }
    }

    fn fits(&self, layout: &Layout) -> bool {
        let sizes = layout.sizes();
        self.acts.len() == sizes.len() && self.acts.iter().zip(&sizes).all(|(a, &n)| a.len() == n)
    }
}

fn spans(layout: &Layout) -> Vec<Span> {
    let mut at = 0;
    layout
        .sizes()
        .windows(2)
        .map(|w| {
            let span = Span {
                weights: at,
                biases: at + w[0] * w[1],
                inputs: w[0],
                outputs: w[1],
            };
            at += (w[0] + 1) * w[1];
            span
        })
        .collect()
}

impl Mlp {
    /// A network of `layout` with small random weights drawn from `seed`
    /// (uniform in ±`sqrt(3 / inputs)` for each layer, biases zero).
    /// A layout out of bounds ([`Layout::is_valid`]) is clamped into them.
    pub fn random(layout: Layout, seed: u64) -> Mlp {
        let layout = clamp_layout(layout);
        let spans = spans(&layout);
        let mut params = vec![0.0; layout.parameters()];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for span in &spans {
            let scale = libm_sqrt(3.0 / span.inputs as f32);
            for w in &mut params[span.weights..span.biases] {
                let u = (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
                *w = (2.0 * u - 1.0) * scale;
            }
        }
        Mlp {
            layout,
            params,
            spans,
        }
    }

    /// A network of `layout` with the given parameters, or `None` when
    /// the layout is out of bounds or the count does not match.
    pub fn from_parameters(layout: Layout, params: Vec<f32>) -> Option<Mlp> {
        if !layout.is_valid() || params.len() != layout.parameters() {
            return None;
        }
        let spans = spans(&layout);
        Some(Mlp {
            layout,
            params,
            spans,
        })
    }

    /// The network's layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Every parameter, layer after layer (see the type's docs).
    pub fn parameters(&self) -> &[f32] {
        &self.params
    }

    /// The outputs for `input`, in `scratch` (made for this layout). An
    /// input of the wrong length is cut or padded with zeros.
    pub fn forward<'s>(&self, input: &[f32], scratch: &'s mut Scratch) -> &'s [f32] {
        if !scratch.fits(&self.layout) {
            *scratch = Scratch::new(&self.layout);
        }
        let first = &mut scratch.acts[0];
        let n = input.len().min(first.len());
        first.fill(0.0);
        first[..n].copy_from_slice(&input[..n]);
        for (l, span) in self.spans.iter().enumerate() {
            let (below, above) = scratch.acts.split_at_mut(l + 1);
            layer_forward(&self.params, span, &below[l], &mut above[0]);
        }
        scratch.acts.last().map_or(&[], Vec::as_slice)
    }

    /// Fills the error terms of `scratch` for `target`, after a forward
    /// pass of the same input: `output - target` at the outputs, then back
    /// through each layer.
    fn backward(&self, target: &[f32], scratch: &mut Scratch) {
        let last = self.spans.len() - 1;
        let out = &scratch.acts[last + 1];
        for (k, d) in scratch.deltas[last].iter_mut().enumerate() {
            *d = out[k] - target.get(k).copied().unwrap_or(0.0);
        }
        for l in (1..=last).rev() {
            let span = self.spans[l];
            let (lower, upper) = scratch.deltas.split_at_mut(l);
            let below = &mut lower[l - 1];
            let act = &scratch.acts[l];
            for (i, d) in below.iter_mut().enumerate() {
                let row = &self.params[span.weights + i * span.outputs..][..span.outputs];
                let sum: f32 = row.iter().zip(&upper[0]).map(|(w, e)| w * e).sum();
                *d = sum * act[i] * (1.0 - act[i]);
            }
        }
    }

    /// Adds `scale` times the gradient held in `scratch` (after
    /// [`backward`](Mlp::backward)) to `dst`, a vector laid out like the
    /// parameters.
    fn add_gradient(&self, scratch: &Scratch, scale: f32, dst: &mut [f32]) {
        for (l, span) in self.spans.iter().enumerate() {
            let delta = &scratch.deltas[l];
            for (i, &x) in scratch.acts[l].iter().enumerate() {
                if x != 0.0 {
                    let row = &mut dst[span.weights + i * span.outputs..][..span.outputs];
                    axpy(scale * x, delta, row);
                }
            }
            axpy(scale, delta, &mut dst[span.biases..][..span.outputs]);
        }
    }

    /// Adds to `grad` (laid out like the parameters) the gradient of the
    /// cross-entropy loss of `input` against `target` (one value in
    /// `0..=1` per output).
    pub fn gradient(&self, input: &[f32], target: &[f32], grad: &mut [f32], scratch: &mut Scratch) {
        self.forward(input, scratch);
        self.backward(target, scratch);
        if grad.len() == self.params.len() {
            self.add_gradient(scratch, 1.0, grad);
        }
    }

    /// One step of gradient descent of `rate` on the cross-entropy loss of
    /// `input` against `target`.
    pub fn train_step(&mut self, input: &[f32], target: &[f32], rate: f32, scratch: &mut Scratch) {
        self.forward(input, scratch);
        self.backward(target, scratch);
        let mut params = core::mem::take(&mut self.params);
        self.add_gradient(scratch, -rate, &mut params);
        self.params = params;
    }

    /// Moves every parameter the fraction `share` of the way towards
    /// `other`'s: `p += share * (q - p)`. Called once a game with `share
    /// = 1 / H`, it keeps an exponential moving average of a network in
    /// training over about its last `H` games (Polyak averaging), which
    /// smooths out the noise of the steps. Returns `false`, changing
    /// nothing, when the two layouts differ.
    pub fn move_toward(&mut self, other: &Mlp, share: f32) -> bool {
        if self.layout != other.layout {
            return false;
        }
        for (p, &q) in self.params.iter_mut().zip(&other.params) {
            *p += share * (q - *p);
        }
        true
    }
}

/// One layer: `out = sigmoid(biases + sum of input[i] * row[i])`.
fn layer_forward(params: &[f32], span: &Span, input: &[f32], out: &mut [f32]) {
    out.copy_from_slice(&params[span.biases..][..span.outputs]);
    for (i, &x) in input.iter().enumerate() {
        if x != 0.0 {
            axpy(
                x,
                &params[span.weights + i * span.outputs..][..span.outputs],
                out,
            );
        }
    }
    for v in out.iter_mut() {
        *v = sigmoid(*v);
    }
}

/// `y += a * x`, elementwise over the shorter slice.
#[inline]
fn axpy(a: f32, x: &[f32], y: &mut [f32]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

fn clamp_layout(mut layout: Layout) -> Layout {
    layout.inputs = layout.inputs.clamp(1, MAX_INPUTS);
    layout.hidden.truncate(MAX_HIDDEN_LAYERS);
    if layout.hidden.is_empty() {
        layout.hidden.push(1);
    }
    for h in &mut layout.hidden {
        *h = (*h).clamp(1, MAX_UNITS);
    }
    layout.outputs = layout.outputs.clamp(1, MAX_OUTPUTS);
    layout
}

/// The logistic function `1 / (1 + e^-x)`, to about 1e-6.
#[inline]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x))
}

/// `e^x` without the standard library (the crate builds `no_std`): `x` split
/// as `n ln 2 + r` with `|r| <= ln 2 / 2`, `e^r` by its Taylor series to the
/// seventh power, times `2^n` built in the exponent bits (relative error
/// under 1e-6 over `-80..=80`, as a test checks). Clamped to the finite range of `f32`.
#[inline]
pub fn exp(x: f32) -> f32 {
    const LN2_HI: f32 = 0.693_145_75;
    const LN2_LO: f32 = 1.428_606_8e-6;
    let x = x.clamp(-87.0, 88.0);
    let t = x * core::f32::consts::LOG2_E;
    let n = if t >= 0.0 {
        (t + 0.5) as i32
    } else {
        (t - 0.5) as i32
    };
    // ln 2 in two parts (Cody and Waite): n times the first is exact.
    let r = (x - n as f32 * LN2_HI) - n as f32 * LN2_LO;
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0
                    + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r / 5040.0))))));
    p * f32::from_bits(((n + 127) as u32) << 23)
}

/// A square root by Newton's method (for the initial scale only).
fn libm_sqrt(v: f32) -> f32 {
    if v <= 0.0 {
        return 0.0;
    }
    let mut s = if v > 1.0 { v } else { 1.0 };
    for _ in 0..30 {
        s = 0.5 * (s + v / s);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_toward_keeps_an_exponential_average_and_refuses_other_layouts() {
        let layout = Layout::new(3, &[4], 2);
        let a = Mlp::random(layout.clone(), 1);
        let b = Mlp::random(layout, 2);
        let mut avg = a.clone();
        assert!(avg.move_toward(&b, 0.25));
        for ((&m, &p), &q) in avg.params.iter().zip(&a.params).zip(&b.params) {
            assert!((m - (0.75 * p + 0.25 * q)).abs() < 1e-6);
        }
        // Repeated steps towards a fixed network converge on it.
        for _ in 0..200 {
            avg.move_toward(&b, 0.25);
        }
        assert!(
            avg.params
                .iter()
                .zip(&b.params)
                .all(|(m, q)| (m - q).abs() < 1e-5)
        );
        let other = Mlp::random(Layout::new(3, &[5], 2), 3);
        let before = avg.clone();
        assert!(!avg.move_toward(&other, 0.5));
        assert_eq!(avg, before);
    }

    #[test]
    fn exp_matches_the_standard_library() {
        for i in -800..=800 {
            let x = i as f32 / 10.0;
            let want = f64::from(x).exp();
            let got = f64::from(exp(x));
            assert!(((got - want) / want).abs() < 1e-6, "{x}: {got} vs {want}");
        }
        assert!(exp(-1000.0) >= 0.0 && exp(1000.0).is_finite());
        assert!((libm_sqrt(2.0) - core::f32::consts::SQRT_2).abs() < 1e-6);
    }

    fn loss(net: &Mlp, input: &[f32], target: &[f32]) -> f64 {
        let mut scratch = Scratch::new(net.layout());
        let out = net.forward(input, &mut scratch);
        out.iter()
            .zip(target)
            .map(|(&y, &t)| {
                let (y, t) = (f64::from(y), f64::from(t));
                -(t * y.ln() + (1.0 - t) * (1.0 - y).ln())
            })
            .sum()
    }

    #[test]
    fn the_gradient_matches_finite_differences() {
        let net = Mlp::random(Layout::new(5, &[4, 3], 2), 11);
        let input = [0.5, 0.0, 1.0, 0.25, 0.0];
        let target = [0.8, 0.1];
        let mut grad = vec![0.0; net.parameters().len()];
        net.gradient(&input, &target, &mut grad, &mut Scratch::new(net.layout()));
        let mut checked = 0;
        for (j, &g) in grad.iter().enumerate() {
            let h = 1e-2f32;
            let mut plus = net.clone();
            plus.params[j] += h;
            let mut minus = net.clone();
            minus.params[j] -= h;
            let numeric =
                (loss(&plus, &input, &target) - loss(&minus, &input, &target)) / f64::from(2.0 * h);
            assert!(
                (numeric - f64::from(g)).abs() < 2e-3,
                "{j}: {numeric} vs {}",
                g
            );
            checked += usize::from(g != 0.0);
        }
        // Inputs 1 and 4 are zero: their weights have no gradient; the rest do.
        assert!(checked > grad.len() / 2);
    }

    #[test]
    fn a_step_lowers_the_loss_and_batches_agree() {
        let mut net = Mlp::random(Layout::new(4, &[6], 3), 5);
        let input = [1.0, 0.0, 0.5, 0.2];
        let target = [1.0, 0.0, 0.5];
        let before = loss(&net, &input, &target);
        net.train_step(&input, &target, 0.1, &mut Scratch::default());
        assert!(loss(&net, &input, &target) < before);
        let two = [1.0, 0.0, 0.5, 0.2, 0.0, 1.0, 0.0, 0.3];
        let mut out = [0.0; 6];
        let mut scratch = Scratch::default();
        net.forward_batch(&two, &mut out, &mut scratch);
        assert_eq!(&out[..3], net.forward(&two[..4], &mut scratch));
        assert_eq!(&out[3..], net.forward(&two[4..], &mut scratch));
    }

    #[test]
    fn layouts_out_of_bounds_are_refused_or_clamped() {
        assert!(!Layout::new(0, &[4], 1).is_valid());
        assert!(!Layout::new(4, &[], 1).is_valid());
        assert!(!Layout::new(4, &[4, 4, 4, 4], 1).is_valid());
        assert!(!Layout::new(4, &[4], MAX_OUTPUTS + 1).is_valid());
        assert!(Mlp::from_parameters(Layout::new(2, &[2], 1), vec![0.0; 8]).is_none());
        assert!(Mlp::from_parameters(Layout::new(2, &[2], 1), vec![0.0; 9]).is_some());
        assert!(Mlp::random(Layout::new(0, &[], 99), 1).layout().is_valid());
    }
}
