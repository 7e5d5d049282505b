"""Mixed-precision (bf16 compute, fp32 master weights) MLP regressor with Orbax checkpointing and
resume-from-latest."""
import logging, shutil
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s", force=True)
log = logging.getLogger("bf16_reg")
CKPT = "/home/user/project/ckpt_016/run"
shutil.rmtree(CKPT, ignore_errors=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        for w in (128, 128):
            x = nn.gelu(nn.Dense(w, dtype=jnp.bfloat16, param_dtype=jnp.float32)(x))
        return nn.Dense(1, dtype=jnp.float32)(x)[..., 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(4000, 10)).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] * X[:, 2] + 0.05 * rng.normal(size=4000)).astype(np.float32)
Xtr, ytr, Xva, yva = X[:3500], y[:3500], X[3500:], y[3500:]

model = MLP()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.cosine_decay_schedule(3e-3, 400)))
params = model.init(jax.random.key(0), X[:1])
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

@jax.jit
def val_mse(params):
    return jnp.mean((model.apply(params, Xva) - yva) ** 2)

mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2),
                             item_names=("params", "opt_state"))
for epoch in range(5):
    perm = rng.permutation(len(Xtr))
    for i in range(0, len(Xtr), 44):
        idx = perm[i:i + 44]
        params, opt_state, loss = step(params, opt_state, Xtr[idx], ytr[idx])
    mngr.save(epoch, args=ocp.args.Composite(params=ocp.args.StandardSave(params),
                                             opt_state=ocp.args.StandardSave(opt_state)))
    log.info("epoch %d train_mse=%.4f val_mse=%.4f", epoch, float(loss), float(val_mse(params)))
mngr.wait_until_finished()
latest = mngr.latest_step()
restored = mngr.restore(latest, args=ocp.args.Composite(params=ocp.args.StandardRestore(params),
                                                        opt_state=ocp.args.StandardRestore(opt_state)))
log.info("restored step %d val_mse=%.4f (in-memory %.4f)", latest, float(val_mse(restored.params)), float(val_mse(params)))
