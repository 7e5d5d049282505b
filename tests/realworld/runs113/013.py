"""Healthy: NNX autoencoder trained 4 epochs; Orbax CheckpointManager with StandardSave each epoch; a fresh model
is built from nnx.eval_shape, restored with StandardRestore into its abstract state and evaluated."""
import logging
import jax, jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s] %(message)s", force=True)
log = logging.getLogger("ae")
CKPT_DIR = "/home/user/project/ckpt013"

class AE(nnx.Module):
    def __init__(self, rngs):
        self.enc1 = nnx.Linear(32, 16, rngs=rngs); self.enc2 = nnx.Linear(16, 4, rngs=rngs)
        self.dec1 = nnx.Linear(4, 16, rngs=rngs); self.dec2 = nnx.Linear(16, 32, rngs=rngs)
    def __call__(self, x):
        z = self.enc2(nnx.relu(self.enc1(x)))
        return self.dec2(nnx.relu(self.dec1(z)))

rng = np.random.default_rng(0)
Z = rng.normal(size=(2048, 4)).astype(np.float32)
X = np.tanh(Z @ rng.normal(size=(4, 32))).astype(np.float32)
Xtr, Xte = X[:1792], X[1792:]

model = AE(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, x):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - x) ** 2))(model)
    opt.update(model, g)
    return loss

@nnx.jit
def eval_mse(model, x):
    return jnp.mean((model(x) - x) ** 2)

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
for epoch in range(4):
    for i in range(0, len(Xtr), 64):
        loss = train_step(model, opt, Xtr[i:i+64])
    te = float(eval_mse(model, Xte))
    mngr.save(epoch, args=ocp.args.StandardSave(nnx.state(model)))
    log.info("epoch %d train_mse=%.5f test_mse=%.5f (checkpoint %d)", epoch, float(loss), te, epoch)
mngr.wait_until_finished()
log.info("checkpoints on disk: %s", mngr.all_steps())

abstract_model = nnx.eval_shape(lambda: AE(nnx.Rngs(0)))
graphdef, abstract_state = nnx.split(abstract_model)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract_state))
served = nnx.merge(graphdef, restored)
log.info("restored step %d test_mse=%.5f", mngr.latest_step(), float(eval_mse(served, Xte)))
mngr.close()
