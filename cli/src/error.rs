//! How a command fails.

/// A failed command: the message and whether it was a usage error (exit 2) or a runtime one.
pub enum CliError {
    /// Bad arguments: print the message and the usage, exit 2.
    Usage(String),
    /// The command ran and failed: print the message, exit 1.
    Failed(String),
}
