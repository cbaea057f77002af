//! Files that long runs append to, one line a result, so that a stopped run continues
//! where it stopped (`selfplay`, `book`).

use crate::error::CliError;
use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Seek, SeekFrom, Write};
use std::path::Path;

/// Makes `path` ready to append to: creates it with the settings line `header`, or checks
/// that its settings are these and drops a last line cut short by a stop. Returns the
/// complete lines after the settings line.
pub fn prepare(path: &Path, header: &str) -> Result<Vec<String>, CliError> {
    let fail = |e: std::io::Error| CliError::Failed(format!("{}: {e}", path.display()));
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(fail)?;
    let mut reader = BufReader::new(&mut file);
    let mut first = String::new();
    reader.read_line(&mut first).map_err(fail)?;
    if first.is_empty() {
        file.write_all(format!("{header}\n").as_bytes())
            .map_err(fail)?;
        return Ok(Vec::new());
    }
    if first.trim_end() != header {
        return Err(CliError::Failed(format!(
            "{} was made with other settings ({}); use another file or the same settings ({})",
            path.display(),
            first.trim_end(),
            header
        )));
    }
    let mut lines = Vec::new();
    let mut complete = first.len() as u64;
    let mut line = String::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line).map_err(fail)?;
        if n == 0 || !line.ends_with('\n') {
            break;
        }
        lines.push(line.trim_end_matches('\n').to_string());
        complete += n as u64;
    }
    drop(reader);
    file.set_len(complete).map_err(fail)?;
    file.seek(SeekFrom::End(0)).map_err(fail)?;
    Ok(lines)
}
