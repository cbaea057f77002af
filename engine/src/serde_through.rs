//! Serde for the validated types: each travels as a plain form of its own (`…Fields`) and
//! is checked by its constructor's rules on the way in.

/// Writes `Serialize` and `Deserialize` (feature `serde`) for the validated type `$ty`
/// through its serialized form `$fields`: out by `From<$ty> for $fields`, in by
/// `TryFrom<$fields> for $ty`, whose error (shown by its `Display`) becomes the
/// deserializer's. The same as serde's `try_from`/`into` attributes, written once.
macro_rules! serde_through {
    ($ty:ty, $fields:ty) => {
        #[cfg(feature = "serde")]
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serde::Serialize::serialize(&<$fields>::from(*self), serializer)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                let fields = <$fields as serde::Deserialize>::deserialize(deserializer)?;
                <$ty>::try_from(fields).map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use serde_through;
