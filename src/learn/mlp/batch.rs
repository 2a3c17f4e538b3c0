//! The batched forward pass: each layer one matrix product over the batch, its weights read once per tile of rows.

use super::{Mlp, Scratch, Span, sigmoid};

/// Rows of a batch computed together: their outputs of one layer stay in
/// the first-level cache (8 rows of 128 units are 4 KiB) while each row of
/// weights is read once for all of them.
const TILE: usize = 8;

impl Mlp {
    /// The outputs of every input of `inputs` (rows of
    /// [`Layout::inputs`](super::Layout::inputs) values, one after
    /// another), written to `out` (rows of
    /// [`Layout::outputs`](super::Layout::outputs) values); stops at the
    /// shorter of the two.
    ///
    /// Each layer is one matrix product over the batch (the inputs times
    /// the weights, plus the biases), the rows taken eight at a time so that each row of
    /// weights is read once per eight positions rather than once per
    /// position; zero inputs are skipped, as in [`forward`](Mlp::forward),
    /// and every output is the same, to the bit, as `forward` gives. The
    /// activations live in `scratch`, which grows to the largest batch it
    /// has seen and allocates nothing after that.
    pub fn forward_batch(&self, inputs: &[f32], out: &mut [f32], scratch: &mut Scratch) {
        let (n_in, n_out) = (self.layout.inputs, self.layout.outputs);
        let rows = (inputs.len() / n_in).min(out.len() / n_out);
        if rows == 0 {
            return;
        }
        let layers = self.spans.len();
        if scratch.batch.len() != layers {
            scratch.batch.resize(layers, alloc::vec::Vec::new());
        }
        for (l, span) in self.spans.iter().enumerate() {
            let (done, rest) = scratch.batch.split_at_mut(l);
            let below = match l.checked_sub(1) {
                None => &inputs[..rows * n_in],
                Some(prev) => &done[prev][..rows * span.inputs],
            };
            let above = &mut rest[0];
            if above.len() < rows * span.outputs {
                above.resize(rows * span.outputs, 0.0);
            }
            layer_batch(&self.params, span, below, &mut above[..rows * span.outputs]);
        }
        out[..rows * n_out].copy_from_slice(&scratch.batch[layers - 1][..rows * n_out]);
    }
}

/// One layer over a batch: `out` (rows of `span.outputs`) = sigmoid of
/// the biases plus `input` (rows of `span.inputs`) times the weights.
fn layer_batch(params: &[f32], span: &Span, input: &[f32], out: &mut [f32]) {
    let (n_in, n_out) = (span.inputs, span.outputs);
    let biases = &params[span.biases..][..n_out];
    let weights = &params[span.weights..span.biases];
    for (tile_in, tile_out) in input.chunks(TILE * n_in).zip(out.chunks_mut(TILE * n_out)) {
        for row in tile_out.chunks_exact_mut(n_out) {
            row.copy_from_slice(biases);
        }
        for (i, w) in weights.chunks_exact(n_out).enumerate() {
            for (x, row) in tile_in
                .chunks_exact(n_in)
                .map(|r| r[i])
                .zip(tile_out.chunks_exact_mut(n_out))
            {
                if x != 0.0 {
                    for (y, w) in row.iter_mut().zip(w) {
                        *y += x * w;
                    }
                }
            }
        }
    }
    for v in out.iter_mut() {
        *v = sigmoid(*v);
    }
}

#[cfg(test)]
mod tests {
    use super::super::Layout;
    use super::*;

    #[test]
    fn a_batch_gives_forwards_outputs_to_the_bit_and_reuses_its_memory() {
        let net = Mlp::random(Layout::new(13, &[9, 7], 3), 21);
        // 19 rows (two whole tiles and a part), a third of the inputs zero.
        let inputs: alloc::vec::Vec<f32> = (0..19 * 13)
            .map(|k| {
                if k % 3 == 0 {
                    0.0
                } else {
                    (k % 17) as f32 / 8.0 - 1.0
                }
            })
            .collect();
        let mut out = alloc::vec![0.0; 19 * 3];
        let mut scratch = Scratch::default();
        net.forward_batch(&inputs, &mut out, &mut scratch);
        let mut one = Scratch::default();
        for (row, got) in inputs.chunks_exact(13).zip(out.chunks_exact(3)) {
            assert_eq!(got, net.forward(row, &mut one));
        }
        let grown: alloc::vec::Vec<usize> = scratch
            .batch
            .iter()
            .map(alloc::vec::Vec::capacity)
            .collect();
        // A smaller batch reuses the memory; a short `out` stops the batch.
        let mut two = [0.0; 6];
        net.forward_batch(&inputs[..2 * 13], &mut two, &mut scratch);
        assert_eq!(two, out[..6]);
        let again: alloc::vec::Vec<usize> = scratch
            .batch
            .iter()
            .map(alloc::vec::Vec::capacity)
            .collect();
        assert_eq!(grown, again);
        let mut short = [0.0; 4];
        net.forward_batch(&inputs, &mut short, &mut scratch);
        assert_eq!(short[..3], out[..3]);
        assert_eq!(short[3], 0.0);
    }
}
