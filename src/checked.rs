//! Rule sets declared once, with their strict, checked loading.

/// Declares a rules struct and its strict, checked serde at once.
///
/// The struct derives `Serialize`: its serialized form is its fields, in
/// order, with their own `serde` attributes. `Deserialize` reads the same
/// form into a private copy of the fields that this macro writes from the
/// same declaration (unknown keys refused, every key required but those
/// marked `#[serde(default)]`), then checks the value with the type's
/// `validate`, whose error becomes the serde error. A field is declared
/// once, with its documentation and attributes; nothing else restates it.
///
/// Written with every field's default (`pub tokens: u8 = 4,`), it also
/// implements `Default` from those values.
///
/// An `Option` field is required as well only with
/// `#[serde(deserialize_with = "crate::checked::required")]` (serde reads
/// a missing `Option` as `None`). A field added to a type whose values are
/// saved is `#[serde(default, skip_serializing_if = ...)]` at the default
/// under which the older rules play as before, so that what was saved
/// before it reads and keeps its digest.
macro_rules! checked_rules {
    // Every field with its default (`pub tokens: u8 = 4,`): the struct as
    // below, and `Default` from those values, so that a field added is
    // declared with its default in one place and the presets built from
    // the default name only what they change.
    (
        $(#[$attr:meta])*
        pub struct $name:ident {
            $(
                $(#[$field_attr:meta])*
                pub $field:ident : $ty:ty = $default:expr
            ),* $(,)?
        }
    ) => {
        crate::checked::checked_rules! {
            $(#[$attr])*
            pub struct $name {
                $( $(#[$field_attr])* pub $field: $ty, )*
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name {
                    $( $field: $default, )*
                }
            }
        }
    };
    (
        $(#[$attr:meta])*
        pub struct $name:ident {
            $(
                $(#[$field_attr:meta])*
                pub $field:ident : $ty:ty
            ),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        pub struct $name {
            $( $(#[$field_attr])* pub $field: $ty, )*
        }

        #[cfg(feature = "serde")]
        const _: () = {
            /// The fields as read, before the check.
            #[derive(serde::Deserialize)]
            #[serde(deny_unknown_fields)]
            struct Rules {
                $( $(#[$field_attr])* $field: $ty, )*
            }

            impl<'de> serde::Deserialize<'de> for $name {
                fn deserialize<D: serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let read = Rules::deserialize(deserializer)?;
                    let value = $name {
                        $( $field: read.$field, )*
                    };
                    value.validate().map_err(serde::de::Error::custom)?;
                    Ok(value)
                }
            }
        };
    };
}
pub(crate) use checked_rules;

/// Reads an `Option` field that must be present (`null` for none): serde
/// reads a missing `Option` as `None` unless told otherwise.
#[cfg(feature = "serde")]
pub(crate) fn required<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    <Option<T> as serde::Deserialize>::deserialize(d)
}
