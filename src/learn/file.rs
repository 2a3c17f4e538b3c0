//! The weights file: a network, the encoding it was trained for, and how many games trained it, checked when read.

use alloc::string::String;
use alloc::vec::Vec;

use super::mlp::{Layout, MAX_HIDDEN_LAYERS, Mlp};

/// The first eight bytes of every weights file.
pub const MAGIC: [u8; 8] = *b"RGNET\0\r\n";

/// The version of the file format this crate writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The longest encoding name a file may carry.
pub const MAX_NAME: usize = 64;

/// The input encoding a network was trained for: a name and a version,
/// changed whenever the meaning of an input changes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EncodingId {
    /// The encoding's name, at most [`MAX_NAME`] bytes of UTF-8.
    pub name: String,
    /// The encoding's version.
    pub version: u32,
}

/// A network with what it needs to be used and trained on: the encoding
/// of its inputs and the number of games that trained it.
///
/// Saved with [`to_bytes`](Weights::to_bytes) and read back, checked, with
/// [`from_bytes`](Weights::from_bytes). The file's checksum (FNV-1a-64)
/// detects accidental corruption only: anyone can edit the values and
/// write a new checksum, and the file then loads.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// The encoding its inputs are written in.
    pub encoding: EncodingId,
    /// Self-play games played to train it so far.
    pub games: u64,
    /// The network.
    pub net: Mlp,
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WeightsError {
    /// The file does not start with [`MAGIC`].
    #[error("not a weights file (bad magic)")]
    Magic,
    /// The file's format version is not [`FORMAT_VERSION`].
    #[error("weights format version {0}, this crate reads {FORMAT_VERSION}")]
    Version(u32),
    /// The file ends before its header or values do, or goes on after its
    /// checksum.
    #[error("weights file of {got} bytes, its header asks for {expected}")]
    Length {
        /// The length the header implies (or the least that can hold a
        /// header).
        expected: usize,
        /// The file's length.
        got: usize,
    },
    /// The checksum does not match the bytes.
    #[error("weights checksum mismatch: stored {stored:016x}, computed {computed:016x}")]
    Checksum {
        /// The checksum stored in the file.
        stored: u64,
        /// The checksum of the bytes read.
        computed: u64,
    },
    /// The layout is out of bounds (see [`Layout::is_valid`]) or the
    /// encoding's name is too long or not UTF-8.
    #[error("weights header out of bounds: {0}")]
    Header(&'static str),
    /// The file holds a network of another layout or encoding than the
    /// one asked for.
    #[error("weights for {found} do not fit {expected}")]
    Mismatch {
        /// What the caller expected.
        expected: String,
        /// What the file holds.
        found: String,
    },
    /// A value is infinite or not a number.
    #[error("weight {0} is not finite")]
    NonFinite(usize),
}

/// FNV-1a-64 of `bytes`.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Reads little-endian fields from a byte slice, refusing to run past it.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], WeightsError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(WeightsError::Length {
            expected: self.at.saturating_add(n),
            got: self.bytes.len(),
        })?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn u32(&mut self) -> Result<u32, WeightsError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, WeightsError> {
        let lo = u64::from(self.u32()?);
        Ok(lo | (u64::from(self.u32()?) << 32))
    }

    fn size(&mut self, limit: usize, what: &'static str) -> Result<usize, WeightsError> {
        let v = self.u32()? as usize;
        if v > limit {
            return Err(WeightsError::Header(what));
        }
        Ok(v)
    }
}

impl Weights {
    /// The file's bytes:
    ///
    /// | bytes | field |
    /// |---|---|
    /// | 8 | [`MAGIC`] |
    /// | 4 | [`FORMAT_VERSION`] |
    /// | 4 + n | the encoding's name: its length `n`, then its UTF-8 bytes |
    /// | 4 | the encoding's version |
    /// | 8 | games trained |
    /// | 4 | inputs |
    /// | 4 + 4h | hidden layers `h`, then each one's units |
    /// | 4 | outputs |
    /// | 4p | the `p` parameters ([`Mlp::parameters`]'s order), `f32` |
    /// | 8 | FNV-1a-64 of every byte before it |
    ///
    /// Integers and floats are little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let layout = self.net.layout();
        let mut out = Vec::with_capacity(64 + 4 * self.net.parameters().len());
        out.extend_from_slice(&MAGIC);
        let name = self.encoding.name.as_bytes();
        let name = &name[..name.len().min(MAX_NAME)];
        for v in [FORMAT_VERSION, name.len() as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(name);
        out.extend_from_slice(&self.encoding.version.to_le_bytes());
        out.extend_from_slice(&self.games.to_le_bytes());
        out.extend_from_slice(&(layout.inputs as u32).to_le_bytes());
        out.extend_from_slice(&(layout.hidden.len() as u32).to_le_bytes());
        for &h in &layout.hidden {
            out.extend_from_slice(&(h as u32).to_le_bytes());
        }
        out.extend_from_slice(&(layout.outputs as u32).to_le_bytes());
        for p in self.net.parameters() {
            out.extend_from_slice(&p.to_le_bytes());
        }
        let sum = fnv1a64(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads and checks a file written by [`to_bytes`](Weights::to_bytes).
    ///
    /// The checksum detects accidental corruption (a truncated download,
    /// a flipped bit). It is not a signature: whoever edits the values and
    /// recomputes the checksum writes a file this accepts. Load weights
    /// only from a source you trust as much as the code.
    ///
    /// # Errors
    ///
    /// [`WeightsError`]: bad magic or version, a length that disagrees
    /// with the header, a header out of bounds, a checksum mismatch, a
    /// value not finite. Nothing is allocated beyond the file's own length
    /// before the header is checked.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(8)? != MAGIC {
            return Err(WeightsError::Magic);
        }
        let version = r.u32()?;
        if version != FORMAT_VERSION {
            return Err(WeightsError::Version(version));
        }
        let name_len = r.size(MAX_NAME, "encoding name too long")?;
        let name = core::str::from_utf8(r.take(name_len)?)
            .map_err(|_| WeightsError::Header("encoding name not UTF-8"))?;
        let encoding = EncodingId {
            name: String::from(name),
            version: r.u32()?,
        };
        let games = r.u64()?;
        let layout = read_layout(&mut r)?;
        let count = layout.parameters();
        let expected = r.at + 4 * count + 8;
        if bytes.len() != expected {
            return Err(WeightsError::Length {
                expected,
                got: bytes.len(),
            });
        }
        let body = r.at + 4 * count;
        let computed = fnv1a64(&bytes[..body]);
        let stored = Reader { bytes, at: body }.u64()?;
        if stored != computed {
            return Err(WeightsError::Checksum { stored, computed });
        }
        let params = read_values(r.take(4 * count)?)?;
        let net = Mlp::from_parameters(layout, params).ok_or(WeightsError::Header("layout"))?;
        Ok(Weights {
            encoding,
            games,
            net,
        })
    }

    /// [`from_bytes`](Weights::from_bytes), then checks that the file
    /// holds a network of `layout` for `encoding`.
    ///
    /// # Errors
    ///
    /// As `from_bytes`, and [`WeightsError::Mismatch`] when the layout or
    /// the encoding differ.
    pub fn from_bytes_for(
        bytes: &[u8],
        encoding: &EncodingId,
        layout: Option<&Layout>,
    ) -> Result<Weights, WeightsError> {
        let w = Weights::from_bytes(bytes)?;
        let layout_ok = layout.is_none_or(|l| l == w.net.layout());
        if &w.encoding != encoding || !layout_ok {
            return Err(WeightsError::Mismatch {
                expected: alloc::format!("{encoding:?} {layout:?}"),
                found: alloc::format!("{:?} {:?}", w.encoding, w.net.layout()),
            });
        }
        Ok(w)
    }
}

fn read_layout(r: &mut Reader<'_>) -> Result<Layout, WeightsError> {
    let inputs = r.u32()? as usize;
    let layers = r.size(MAX_HIDDEN_LAYERS, "too many hidden layers")?;
    let mut hidden = Vec::with_capacity(layers);
    for _ in 0..layers {
        hidden.push(r.u32()? as usize);
    }
    let layout = Layout {
        inputs,
        hidden,
        outputs: r.u32()? as usize,
    };
    if !layout.is_valid() {
        return Err(WeightsError::Header("layout sizes"));
    }
    Ok(layout)
}

fn read_values(bytes: &[u8]) -> Result<Vec<f32>, WeightsError> {
    let mut values = Vec::with_capacity(bytes.len() / 4);
    for (i, b) in bytes.chunks_exact(4).enumerate() {
        let v = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        if !v.is_finite() {
            return Err(WeightsError::NonFinite(i));
        }
        values.push(v);
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Weights {
        Weights {
            encoding: EncodingId {
                name: String::from("test"),
                version: 3,
            },
            games: 42,
            net: Mlp::random(Layout::new(6, &[5, 4], 2), 9),
        }
    }

    #[test]
    fn a_file_reads_back_as_written() {
        let w = sample();
        let bytes = w.to_bytes();
        assert_eq!(Weights::from_bytes(&bytes), Ok(w.clone()));
        let layout = w.net.layout().clone();
        assert!(Weights::from_bytes_for(&bytes, &w.encoding, Some(&layout)).is_ok());
    }

    #[test]
    fn every_truncation_and_every_flipped_byte_is_refused() {
        let bytes = sample().to_bytes();
        for n in 0..bytes.len() {
            assert!(Weights::from_bytes(&bytes[..n]).is_err(), "cut at {n}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(matches!(
            Weights::from_bytes(&longer),
            Err(WeightsError::Length { .. })
        ));
        for i in 0..bytes.len() {
            let mut bad = bytes.clone();
            bad[i] ^= 0x10;
            assert!(Weights::from_bytes(&bad).is_err(), "flip at {i}");
        }
        let mut bad = bytes.clone();
        let last = bad.len() - 12;
        bad[last] ^= 1; // a value: only the checksum can tell
        assert!(matches!(
            Weights::from_bytes(&bad),
            Err(WeightsError::Checksum { .. })
        ));
    }

    #[test]
    fn a_wrong_layout_or_encoding_is_refused() {
        let w = sample();
        let bytes = w.to_bytes();
        let other = Layout::new(6, &[5], 2);
        let err = Weights::from_bytes_for(&bytes, &w.encoding, Some(&other));
        assert!(matches!(err, Err(WeightsError::Mismatch { .. })));
        let mut enc = w.encoding.clone();
        enc.version += 1;
        assert!(matches!(
            Weights::from_bytes_for(&bytes, &enc, None),
            Err(WeightsError::Mismatch { .. })
        ));
    }

    #[test]
    fn a_non_finite_value_is_refused_even_with_a_good_checksum() {
        let bytes = sample().to_bytes();
        let body = bytes.len() - 8;
        let mut bad = bytes[..body].to_vec();
        let first = body - 4 * sample().net.parameters().len();
        bad[first..first + 4].copy_from_slice(&f32::NAN.to_le_bytes());
        let sum = fnv1a64(&bad);
        bad.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(Weights::from_bytes(&bad), Err(WeightsError::NonFinite(0)));
        let mut big = bytes.clone();
        big[12..16].copy_from_slice(&1000u32.to_le_bytes());
        assert_eq!(
            Weights::from_bytes(&big),
            Err(WeightsError::Header("encoding name too long"))
        );
    }
}
