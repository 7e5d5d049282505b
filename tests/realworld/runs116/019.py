"""Denoising autoencoder with Orbax async checkpointing every epoch, then restore-and-evaluate."""
import logging
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("dae")
CKPT = "/home/user/project/ckpt_019"
EPOCHS, BATCH = 4, 64


class DAE(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(64)(x))
        z = nn.Dense(8)(h)
        h = nn.relu(nn.Dense(64)(z))
        return nn.Dense(x.shape[-1])(h)


rng = np.random.default_rng(0)
basis = rng.normal(size=(8, 32))
data = (rng.normal(size=(4096, 8)) @ basis).astype(np.float32)
data /= data.std()
test = data[-512:]
train = data[:-512]

model = DAE()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, key):
    noisy = x + 0.3 * jax.random.normal(key, x.shape)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, noisy) - x) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def eval_mse(params, x):
    return jnp.mean((jax.lax.stop_gradient(model.apply(params, x)) - x) ** 2)


shutil.rmtree(CKPT, ignore_errors=True)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True,
                                                                        enable_async_checkpointing=True))
key = jax.random.PRNGKey(1)
step = 0
for epoch in range(EPOCHS):
    perm = rng.permutation(len(train))
    for i in range(len(train) // BATCH):
        key, sk = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, train[perm[i * BATCH:(i + 1) * BATCH]], sk)
        step += 1
    mngr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}),
              metrics={"test_mse": float(eval_mse(params, test))})
    log.info("epoch %d step %d train_mse %.4f test_mse %.4f (async save started)", epoch + 1, step,
             float(loss), float(eval_mse(params, test)))
mngr.wait_until_finished()
log.info("checkpoints on disk: %s", mngr.all_steps())

abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, {"params": params, "opt_state": opt_state})
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
log.info("restored step %d: test_mse %.4f", mngr.latest_step(), float(eval_mse(restored["params"], test)))
mngr.close()
