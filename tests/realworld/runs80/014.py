# Resume a Flax linen ConvNet run from an Orbax CheckpointManager after the optimizer was changed
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

CKPT = os.path.abspath("ckpt_014")
shutil.rmtree(CKPT, ignore_errors=True)

class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        return nn.Dense(10)(x.reshape(x.shape[0], -1))

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16, 16, 3)).astype(np.float32)
Y = rng.integers(0, 10, 256)
model = ConvNet()

def make_step(tx):
    @jax.jit
    def step(params, opt_state, x, y):
        def lf(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
        loss, g = jax.value_and_grad(lf)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    return step

# ---- run 1: adam, checkpoint every epoch
tx = optax.adam(1e-3)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
opt_state = tx.init(params)
step = make_step(tx)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
for epoch in range(3):
    for i in range(0, 256, 32):
        params, opt_state, loss = step(params, opt_state, X[i:i+32], Y[i:i+32])
    mngr.save(epoch, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
    print(f"[run1] epoch {epoch} loss {float(loss):.4f} saved")
mngr.wait_until_finished()
mngr.close()

# ---- run 2 (restarted job): gradient clipping + AdamW added to the config, resume from latest
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=0.05))
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
opt_state = tx.init(params)
step = make_step(tx)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
latest = mngr.latest_step()
print(f"[run2] resuming from step {latest}")
target = {"params": params, "opt_state": opt_state}
restored = mngr.restore(latest, args=ocp.args.StandardRestore(target))
params, opt_state = restored["params"], restored["opt_state"]
for epoch in range(latest + 1, 6):
    for i in range(0, 256, 32):
        params, opt_state, loss = step(params, opt_state, X[i:i+32], Y[i:i+32])
    print(f"[run2] epoch {epoch} loss {float(loss):.4f}")
