"""Train a small regressor with an Orbax CheckpointManager, then (as in the separate eval script)
restore the latest checkpoint with StandardCheckpointer for evaluation."""
import os, shutil
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/ckpt_010/housing"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[..., 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 8)).astype(np.float32)
y = (X @ rng.normal(size=8) + 0.1 * rng.normal(size=2000)).astype(np.float32)
model = Regressor()
params = model.init(jax.random.key(0), X[:1])["params"]
tx = optax.adam(1e-2); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb) - yb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
for epoch in range(4):
    for i in range(0, 2000, 100):
        params, opt_state, loss = step(params, opt_state, X[i:i + 100], y[i:i + 100])
    mngr.save(epoch, args=ocp.args.StandardSave(params))
    print(f"epoch {epoch} mse {float(loss):.4f} -> saved step {epoch}")
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())

# ---- evaluation (copied from eval.py) ----
latest = mngr.latest_step()
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
restored = ocp.StandardCheckpointer().restore(os.path.join(CKPT_DIR, str(latest)), abstract)
pred = model.apply({"params": restored}, X)
print(f"eval mse (step {latest}): {float(jnp.mean((pred - y) ** 2)):.4f}")
