//! The envelope the engine's data files share (the pattern weights, the opening book, the
//! puzzles): a four-byte signature, a format version, a header, the data, and a CRC-32 of
//! everything before it, so that a foreign, later, truncated or damaged file is told
//! apart and refused with the reason.

/// The errors a file type reports for its envelope, each in its own words.
pub(crate) trait EnvelopeError {
    /// The file does not start with the signature.
    fn foreign() -> Self;
    /// A format this engine does not read.
    fn version(version: u8) -> Self;
    /// The file of `len` bytes ends before its header does.
    fn truncated(len: usize) -> Self;
    /// The checksum in the file (`stored`) is not that of its contents (`computed`).
    fn checksum(stored: u32, computed: u32) -> Self;
}

/// The bytes of `bytes` before its checksum, once its signature is `magic`, the byte
/// after it is `version`, at least `header` bytes come before the checksum, and the
/// checksum matches.
pub(crate) fn open<'a, E: EnvelopeError>(
    bytes: &'a [u8],
    magic: &[u8; 4],
    version: u8,
    header: usize,
) -> Result<&'a [u8], E> {
    if bytes.len() < magic.len() || &bytes[..magic.len()] != magic {
        return Err(E::foreign());
    }
    let found = *bytes.get(magic.len()).ok_or(E::truncated(bytes.len()))?;
    if found != version {
        return Err(E::version(found));
    }
    if bytes.len() < header + 4 {
        return Err(E::truncated(bytes.len()));
    }
    let (body, stored) = bytes.split_at(bytes.len() - 4);
    let stored = u32::from_le_bytes(stored.try_into().expect("four bytes"));
    let computed = crc32fast::hash(body);
    if stored != computed {
        return Err(E::checksum(stored, computed));
    }
    Ok(body)
}

/// Appends the checksum of `out` to it: the file is complete.
pub(crate) fn seal(out: &mut Vec<u8>) {
    let crc = crc32fast::hash(out);
    out.extend_from_slice(&crc.to_le_bytes());
}
