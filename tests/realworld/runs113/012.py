"""Preemptible training job: linen MLP regressor, Orbax CheckpointManager saves {params, opt_state} at the end
of every epoch (step = epoch index). On restart the job resumes from the latest checkpoint."""
import sys, os
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/ckpt012"
EPOCHS = int(sys.argv[1]) if len(sys.argv) > 1 else 6

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 6)).astype(np.float32); Y = (X @ rng.normal(size=6)).astype(np.float32)

model = MLP()
tx = optax.adam(1e-2)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
state = {"params": params, "opt_state": tx.init(params)}

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=3))
start_epoch = 0
latest = mngr.latest_step()
if latest is not None:
    print(f"found checkpoint at step {latest}, resuming")
    state = mngr.restore(latest, args=ocp.args.PyTreeRestore(item=state))
    start_epoch = latest + 1
print(f"training epochs {start_epoch}..{EPOCHS - 1}")

@jax.jit
def step(state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state["params"])
    upd, opt = tx.update(g, state["opt_state"], state["params"])
    return {"params": optax.apply_updates(state["params"], upd), "opt_state": opt}, loss

for epoch in range(start_epoch, EPOCHS):
    for i in range(0, 512, 64):
        state, loss = step(state, X[i:i+64], Y[i:i+64])
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    print(f"epoch {epoch} loss {float(loss):.5f} -> saved checkpoint {epoch}")
mngr.close()
