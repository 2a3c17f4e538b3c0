//! `--average H`: an exponential moving average of the network in
//! training over about its last H games ([`Mlp::move_toward`] with share
//! `1 / H` after every game), kept in DIR/average.net beside the
//! checkpoint so that a resumed run averages on exactly as an
//! uninterrupted one would, saved at each checkpoint as
//! DIR/avg-GAMES.net and measured on the curve as `OPPONENT avg`.

use std::path::Path;

use racegame::learn::{Mlp, Weights};

/// The averaged network and the horizon of its average, in games.
pub(crate) struct Average {
    pub(crate) net: Mlp,
    share: f32,
}

impl Average {
    /// The average kept in `dir`, or, when there is none, one that starts
    /// at the network `w` (a warm start's average begins at its start).
    pub(crate) fn open(dir: &Path, w: &Weights, horizon: f32) -> Result<Average, String> {
        let share = 1.0 / horizon.max(1.0);
        let path = dir.join("average.net");
        let net = match std::fs::read(&path) {
            Ok(bytes) => {
                let a =
                    Weights::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
                if a.net.layout() != w.net.layout() || a.games != w.games {
                    return Err(format!(
                        "{}: {} games, the checkpoint {}: not the same run",
                        path.display(),
                        a.games,
                        w.games
                    ));
                }
                a.net
            }
            Err(_) => w.net.clone(),
        };
        Ok(Average { net, share })
    }

    /// Moves the average towards the network after one more game.
    pub(crate) fn update(&mut self, net: &Mlp) {
        self.net.move_toward(net, self.share);
    }

    /// The average as weights of `w`'s encoding and count of games.
    pub(crate) fn weights(&self, w: &Weights) -> Weights {
        Weights {
            encoding: w.encoding.clone(),
            games: w.games,
            net: self.net.clone(),
        }
    }

    /// Writes DIR/average.net (through a temporary file) and
    /// DIR/avg-GAMES.net.
    pub(crate) fn save(&self, dir: &Path, w: &Weights) -> Result<(), String> {
        let bytes = self.weights(w).to_bytes();
        let tmp = dir.join("average.net.tmp");
        std::fs::write(&tmp, &bytes).map_err(|e| e.to_string())?;
        std::fs::rename(&tmp, dir.join("average.net")).map_err(|e| e.to_string())?;
        std::fs::write(dir.join(format!("avg-{}.net", w.games)), &bytes).map_err(|e| e.to_string())
    }
}
