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
    let computed = crc32(body);
    if stored != computed {
        return Err(E::checksum(stored, computed));
    }
    Ok(body)
}

/// Appends the checksum of `out` to it: the file is complete.
pub(crate) fn seal(out: &mut Vec<u8>) {
    let crc = crc32(out);
    out.extend_from_slice(&crc.to_le_bytes());
}

/// The CRC-32 (IEEE 802.3, as zlib and PNG compute it) of `bytes`, a byte at a time with
/// a table of 256 entries: 1 kB in the app's WebAssembly where a faster crate's tables
/// take 16 kB, and still a few milliseconds for the 1.2 MB weights file.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |crc, &b| {
        (crc >> 8) ^ CRC_TABLE[((crc ^ u32::from(b)) & 0xff) as usize]
    })
}

/// The CRC-32 of each byte value (the reflected polynomial 0xEDB88320).
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut bit = 0;
        while bit < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            bit += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

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
