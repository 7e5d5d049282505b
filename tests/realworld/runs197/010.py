"""House-price regression (linen) with Orbax CheckpointManager: save every epoch, restore best and re-evaluate."""
import logging, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s housing: %(message)s", force=True)
log = logging.getLogger("housing")

rng = np.random.default_rng(11)
X = rng.normal(size=(3000, 8)).astype(np.float32)
w = rng.normal(size=8).astype(np.float32)
y = (X @ w + 0.3 * np.sin(X[:, 0] * 3) + 0.1 * rng.normal(size=3000)).astype(np.float32)
Xtr, ytr, Xva, yva = X[:2500], y[:2500], X[2500:], y[2500:]

class Reg(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x)); x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[..., 0]

model = Reg()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), Xtr[:1])["params"],
                                      tx=optax.adam(2e-3))

@jax.jit
def step(state, xb, yb):
    l, g = jax.value_and_grad(lambda p: ((state.apply_fn({"params": p}, xb) - yb) ** 2).mean())(state.params)
    return state.apply_gradients(grads=g), l

@jax.jit
def val_mse(params):
    return ((model.apply({"params": params}, Xva) - yva) ** 2).mean()

ckdir = "/home/user/project/ckpt_010"
shutil.rmtree(ckdir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckdir, options=ocp.CheckpointManagerOptions(max_to_keep=2, best_fn=lambda m: m["val_mse"], best_mode="min"))
for epoch in range(1, 7):
    perm = rng.permutation(len(Xtr)); ls = []
    for i in range(0, len(Xtr), 100):
        state, l = step(state, Xtr[perm[i:i+100]], ytr[perm[i:i+100]]); ls.append(float(l))
    vm = float(val_mse(state.params))
    mngr.save(epoch, args=ocp.args.StandardSave(state.params), metrics={"val_mse": vm})
    log.info("epoch %d train_mse=%.4f val_mse=%.4f", epoch, np.mean(ls), vm)
mngr.wait_until_finished()
best = mngr.best_step()
restored = mngr.restore(best, args=ocp.args.StandardRestore(jax.tree.map(ocp.utils.to_shape_dtype_struct, state.params)))
log.info("restored best step %d: val_mse=%.4f; steps on disk %s", best, float(val_mse(restored)), mngr.all_steps())
mngr.close()
