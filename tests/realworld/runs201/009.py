"""Autoencoder (flax.nnx) with Orbax CheckpointManager: keep last 2 checkpoints, resume-capable."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("ae")
CKPT = "/home/user/project/ckpt_009"

class AE(nnx.Module):
    def __init__(self, rngs):
        self.e1 = nnx.Linear(32, 16, rngs=rngs); self.e2 = nnx.Linear(16, 4, rngs=rngs)
        self.d1 = nnx.Linear(4, 16, rngs=rngs); self.d2 = nnx.Linear(16, 32, rngs=rngs)
    def __call__(self, x):
        return self.d2(nnx.tanh(self.d1(self.e2(nnx.tanh(self.e1(x))))))

@nnx.jit
def train_step(model, opt, x):
    loss, g = nnx.value_and_grad(lambda m: ((m(x) - x) ** 2).mean())(model)
    opt.update(model, g)
    return loss

def main():
    rng = np.random.default_rng(0)
    z = rng.normal(size=(2048, 4)); x = np.tanh(z @ rng.normal(size=(4, 32))).astype(np.float32)
    model = AE(nnx.Rngs(0)); opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
    start = 0
    if mngr.latest_step() is not None:
        start = mngr.latest_step()
    log.info("starting at epoch %d", start)
    for epoch in range(start + 1, 6):
        perm = rng.permutation(len(x)); ls = []
        for i in range(0, len(x), 128):
            ls.append(float(train_step(model, opt, x[perm[i:i+128]])))
        _, state = nnx.split(model)
        mngr.save(epoch, args=ocp.args.StandardSave(state))
        log.info("epoch %d recon_mse=%.5f saved step %d", epoch, np.mean(ls), epoch)
    mngr.wait_until_finished()
    log.info("checkpoints on disk: %s", mngr.all_steps())
    # sanity check: restore latest and compare
    graphdef, abstract = nnx.split(nnx.eval_shape(lambda: AE(nnx.Rngs(0))))
    restored = nnx.merge(graphdef, mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract)))
    log.info("restored mse=%.5f", float(((restored(x) - x) ** 2).mean()))
    mngr.close()

if __name__ == "__main__":
    main()
