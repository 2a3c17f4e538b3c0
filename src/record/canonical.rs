//! The canonical encoding: one byte string for a serializable value, the same on every platform and in every version.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::Serialize;
use serde::ser;

const NULL: u8 = 0x00;
const FALSE: u8 = 0x01;
const TRUE: u8 = 0x02;
const UINT: u8 = 0x03;
const UINT128: u8 = 0x04;
const NEG: u8 = 0x05;
const NEG128: u8 = 0x06;
const FLOAT: u8 = 0x07;
const STR: u8 = 0x08;
const SEQ: u8 = 0x09;
const END: u8 = 0x0A;
const MAP: u8 = 0x0B;

/// A value whose `Serialize` implementation failed while it was being
/// encoded (the encoding itself cannot fail).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a value could not be encoded: {message}")]
#[non_exhaustive]
pub struct EncodeError {
    /// What the value's `Serialize` implementation reported.
    pub message: String,
}

impl ser::Error for EncodeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        EncodeError {
            message: msg.to_string(),
        }
    }
}

/// The canonical encoding of `value`: one byte string, the same on every
/// platform and in every version of this crate.
///
/// It follows serde's data model as a self-describing format
/// would write it (the shape JSON gives the same value), so two values
/// that serialize alike encode alike, whatever their Rust types:
///
/// | value | bytes |
/// |---|---|
/// | unit, `None`, a unit struct | `00` |
/// | `false`, `true` | `01`, `02` |
/// | an integer from 0 to `u64::MAX` (any width) | `03`, then 8 bytes little-endian |
/// | a larger `u128` | `04`, then 16 bytes little-endian |
/// | a negative integer from `i64::MIN` | `05`, then 8 bytes little-endian (two's complement) |
/// | a smaller `i128` | `06`, then 16 bytes little-endian |
/// | a float (`f32` widened) | `07`, then the 8 bytes of the `f64` little-endian |
/// | a string or a `char` | `08`, the byte length (8 bytes little-endian), the UTF-8 bytes |
/// | a sequence, tuple, tuple struct, byte string | `09`, each element, `0A` |
/// | a map or a struct (fields skipped in serialization are absent) | `0B`, each key then its value, sorted by the key's bytes, `0A` |
/// | `Some(v)`, a newtype struct | `v` |
/// | a unit variant | its name, as a string |
/// | a newtype, tuple or struct variant | a map of one entry: its name to its content |
///
/// Every encoding is self-delimiting, so the concatenation is unambiguous;
/// sorting map entries makes the order of struct fields in the source (and
/// of a hash map's iteration) irrelevant.
///
/// # Errors
///
/// [`EncodeError`] when the value's `Serialize` implementation fails.
///
/// ```
/// use racegame::record::canonical_bytes;
/// // A `u8` and a `u64` of the same value encode alike.
/// assert_eq!(canonical_bytes(&7u8)?, canonical_bytes(&7u64)?);
/// assert_eq!(canonical_bytes(&true)?, [0x02]);
/// # Ok::<(), racegame::record::EncodeError>(())
/// ```
pub fn canonical_bytes<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, EncodeError> {
    let mut out = Vec::new();
    value.serialize(Encoder { out: &mut out })?;
    Ok(out)
}

/// Writes one value into `out`.
struct Encoder<'a> {
    out: &'a mut Vec<u8>,
}

impl Encoder<'_> {
    fn uint(self, v: u64) {
        self.out.push(UINT);
        self.out.extend_from_slice(&v.to_le_bytes());
    }

    fn int(self, v: i64) {
        match u64::try_from(v) {
            Ok(u) => self.uint(u),
            Err(_) => {
                self.out.push(NEG);
                self.out.extend_from_slice(&v.to_le_bytes());
            }
        }
    }

    fn string(self, v: &str) {
        self.out.push(STR);
        self.out.extend_from_slice(&(v.len() as u64).to_le_bytes());
        self.out.extend_from_slice(v.as_bytes());
    }

    /// Opens the one-entry map `{ variant: ... }` of a non-unit variant;
    /// the content follows, then [`Encoder::close`].
    fn open_variant(&mut self, variant: &str) {
        self.out.push(MAP);
        Encoder { out: self.out }.string(variant);
    }

    fn close(out: &mut Vec<u8>) {
        out.push(END);
    }
}

/// A sequence being written: elements go straight out.
struct SeqEncoder<'a> {
    out: &'a mut Vec<u8>,
    /// Whether a variant's one-entry map must be closed after the sequence.
    variant: bool,
}

impl SeqEncoder<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        value.serialize(Encoder { out: self.out })
    }

    fn finish(self) {
        Encoder::close(self.out);
        if self.variant {
            Encoder::close(self.out);
        }
    }
}

/// A map or struct being written: entries are encoded apart, then sorted.
struct MapEncoder<'a> {
    out: &'a mut Vec<u8>,
    entries: Vec<(Vec<u8>, Vec<u8>)>,
    key: Option<Vec<u8>>,
    variant: bool,
}

impl MapEncoder<'_> {
    fn entry_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), EncodeError> {
        self.key = Some(canonical_bytes(key)?);
        Ok(())
    }

    fn entry_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        let key = self.key.take().unwrap_or_else(|| alloc::vec![NULL]);
        self.entries.push((key, canonical_bytes(value)?));
        Ok(())
    }

    fn field<T: Serialize + ?Sized>(&mut self, name: &str, value: &T) -> Result<(), EncodeError> {
        self.entry_key(name)?;
        self.entry_value(value)
    }

    fn finish(mut self) {
        self.entries.sort_unstable();
        self.out.push(MAP);
        for (key, value) in &self.entries {
            self.out.extend_from_slice(key);
            self.out.extend_from_slice(value);
        }
        Encoder::close(self.out);
        if self.variant {
            Encoder::close(self.out);
        }
    }
}

impl<'a> Encoder<'a> {
    fn seq(self, variant: bool) -> SeqEncoder<'a> {
        self.out.push(SEQ);
        SeqEncoder {
            out: self.out,
            variant,
        }
    }

    fn map(self, variant: bool) -> MapEncoder<'a> {
        MapEncoder {
            out: self.out,
            entries: Vec::new(),
            key: None,
            variant,
        }
    }
}

impl<'a> ser::Serializer for Encoder<'a> {
    type Ok = ();
    type Error = EncodeError;
    type SerializeSeq = SeqEncoder<'a>;
    type SerializeTuple = SeqEncoder<'a>;
    type SerializeTupleStruct = SeqEncoder<'a>;
    type SerializeTupleVariant = SeqEncoder<'a>;
    type SerializeMap = MapEncoder<'a>;
    type SerializeStruct = MapEncoder<'a>;
    type SerializeStructVariant = MapEncoder<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), EncodeError> {
        self.out.push(if v { TRUE } else { FALSE });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), EncodeError> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), EncodeError> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), EncodeError> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), EncodeError> {
        self.int(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), EncodeError> {
        if let Ok(small) = i64::try_from(v) {
            self.int(small);
        } else if let Ok(u) = u128::try_from(v) {
            return self.serialize_u128(u);
        } else {
            self.out.push(NEG128);
            self.out.extend_from_slice(&v.to_le_bytes());
        }
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), EncodeError> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), EncodeError> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), EncodeError> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), EncodeError> {
        self.uint(v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), EncodeError> {
        match u64::try_from(v) {
            Ok(small) => self.uint(small),
            Err(_) => {
                self.out.push(UINT128);
                self.out.extend_from_slice(&v.to_le_bytes());
            }
        }
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), EncodeError> {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result<(), EncodeError> {
        self.out.push(FLOAT);
        self.out.extend_from_slice(&v.to_bits().to_le_bytes());
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), EncodeError> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), EncodeError> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), EncodeError> {
        let mut seq = self.seq(false);
        for b in v {
            seq.element(b)?;
        }
        seq.finish();
        Ok(())
    }
    fn serialize_none(self) -> Result<(), EncodeError> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), EncodeError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), EncodeError> {
        self.out.push(NULL);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), EncodeError> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), EncodeError> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        mut self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        self.open_variant(variant);
        value.serialize(Encoder { out: self.out })?;
        Encoder::close(self.out);
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<SeqEncoder<'a>, EncodeError> {
        Ok(self.seq(false))
    }
    fn serialize_tuple(self, _len: usize) -> Result<SeqEncoder<'a>, EncodeError> {
        Ok(self.seq(false))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<SeqEncoder<'a>, EncodeError> {
        Ok(self.seq(false))
    }
    fn serialize_tuple_variant(
        mut self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<SeqEncoder<'a>, EncodeError> {
        self.open_variant(variant);
        Ok(self.seq(true))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<MapEncoder<'a>, EncodeError> {
        Ok(self.map(false))
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<MapEncoder<'a>, EncodeError> {
        Ok(self.map(false))
    }
    fn serialize_struct_variant(
        mut self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<MapEncoder<'a>, EncodeError> {
        self.open_variant(variant);
        Ok(self.map(true))
    }
    fn is_human_readable(&self) -> bool {
        // The form a human-readable format such as JSON sees, so a type that
        // serializes differently for binary formats digests its saved form.
        true
    }
}

impl ser::SerializeSeq for SeqEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        self.element(value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeTuple for SeqEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        self.element(value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeTupleStruct for SeqEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        self.element(value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeTupleVariant for SeqEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        self.element(value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeMap for MapEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), EncodeError> {
        self.entry_key(key)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), EncodeError> {
        self.entry_value(value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeStruct for MapEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}

impl ser::SerializeStructVariant for MapEncoder<'_> {
    type Ok = ();
    type Error = EncodeError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), EncodeError> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), EncodeError> {
        self.finish();
        Ok(())
    }
}
