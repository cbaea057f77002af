//! The envelope the engine's data files share (the pattern weights, the opening book, the
//! puzzles): a four-byte signature, a format version, a header, the data, and a CRC-32 of
//! everything before it, so that a foreign, later, truncated or damaged file is told
//! apart and refused with the reason.

use core::fmt;

/// One of the engine's data files, named in its errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataFile {
    /// The learned evaluation's pattern weights.
    Weights,
    /// The opening book.
    Book,
    /// The puzzles.
    Puzzles,
}

impl DataFile {
    /// What a player calls the file.
    pub const fn noun(self) -> &'static str {
        match self {
            DataFile::Weights => "pattern weights file",
            DataFile::Book => "opening book",
            DataFile::Puzzles => "puzzle file",
        }
    }

    /// This file's fault `fault`.
    pub const fn fault(self, fault: FileFault) -> FileError {
        FileError { file: self, fault }
    }
}

/// What is wrong with a data file's bytes, whichever the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileFault {
    /// The file does not start with its signature.
    Foreign,
    /// A format this engine does not read.
    Version {
        /// The file's format.
        found: u8,
        /// The format this engine reads.
        reads: u8,
    },
    /// The file ends before its data does.
    Truncated {
        /// How many bytes it has.
        len: usize,
    },
    /// The checksum does not match: the file was damaged.
    Checksum {
        /// The checksum in the file.
        stored: u32,
        /// The checksum of its contents.
        computed: u32,
    },
    /// A byte that is no value the file can hold there.
    Value {
        /// Its byte offset.
        at: usize,
    },
    /// Bytes after the data.
    TrailingBytes(usize),
}

/// A data file refused for a fault of its bytes: which file, and what is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FileError {
    /// The file.
    pub file: DataFile,
    /// What is wrong with it.
    pub fault: FileFault,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = self.file.noun();
        match self.fault {
            FileFault::Foreign => write!(f, "not an Outflank {noun}"),
            FileFault::Version { found, reads } => write!(
                f,
                "{noun} in format {found}, this engine reads format {reads}"
            ),
            FileFault::Truncated { len } => write!(f, "{noun} truncated ({len} bytes)"),
            FileFault::Checksum { stored, computed } => write!(
                f,
                "{noun} damaged: checksum {computed:08x}, expected {stored:08x}"
            ),
            FileFault::Value { at } => write!(f, "{noun} damaged: bad value at byte {at}"),
            FileFault::TrailingBytes(n) => write!(f, "{noun} has {n} bytes after its end"),
        }
    }
}

impl std::error::Error for FileError {}

/// The bytes of `bytes` before its checksum, once its signature is `magic`, the byte
/// after it is `version`, at least `header` bytes come before the checksum, and the
/// checksum matches; otherwise the fault, as one of `file`'s.
pub(crate) fn open<'a>(
    bytes: &'a [u8],
    file: DataFile,
    magic: &[u8; 4],
    version: u8,
    header: usize,
) -> Result<&'a [u8], FileError> {
    let fault = |fault| file.fault(fault);
    if bytes.len() < magic.len() || &bytes[..magic.len()] != magic {
        return Err(fault(FileFault::Foreign));
    }
    let truncated = fault(FileFault::Truncated { len: bytes.len() });
    let found = *bytes.get(magic.len()).ok_or(truncated)?;
    if found != version {
        return Err(fault(FileFault::Version {
            found,
            reads: version,
        }));
    }
    if bytes.len() < header + 4 {
        return Err(truncated);
    }
    let (body, stored) = bytes.split_at(bytes.len() - 4);
    let stored = u32::from_le_bytes(stored.try_into().expect("four bytes"));
    let computed = crc32(body);
    if stored != computed {
        return Err(fault(FileFault::Checksum { stored, computed }));
    }
    Ok(body)
}

/// Appends the checksum of `out` to it: the file is complete.
pub(crate) fn seal(out: &mut Vec<u8>) {
    let crc = crc32(out);
    out.extend_from_slice(&crc.to_le_bytes());
}

/// The CRC-32 (IEEE 802.3, as zlib and PNG compute it) of `bytes`, a byte at a time with
/// a table of 256 entries (`crc`'s default): 1 kB in the app's WebAssembly where a faster
/// crate's tables take 16 kB, and still a few milliseconds for the 1.2 MB weights file.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    const CRC_32: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);
    CRC_32.checksum(bytes)
}

#[cfg(test)]
mod tests {
    use super::crc32;

    #[test]
    fn the_crc_is_the_standard_one() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926, "the CRC-32 check value");
        let data: Vec<u8> = (0..100_000u32).map(|i| ((i * 7919) >> 3) as u8).collect();
        assert_eq!(crc32(&data), crc32fast::hash(&data));
        let puzzles = include_bytes!("../data/puzzles.ofpz");
        assert_eq!(crc32(puzzles), crc32fast::hash(puzzles));
    }
}
