//! The computer's Web Worker (see [`outflank::worker::AiWorker`]).

use gloo_worker::Registrable;

fn main() {
    console_error_panic_hook::set_once();
    outflank::worker::AiWorker::registrar()
        .encoding::<outflank::protocol::WireCodec>()
        .register();
}
