# Training loop with periodic Orbax checkpointing (params + opt_state + step) and a resume check.
import shutil, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT = "/home/user/project/ckpt_017"
shutil.rmtree(CKPT, ignore_errors=True)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(64)(x)))

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

options = ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=100)
with ocp.CheckpointManager(CKPT, options=options) as mngr:
    for step in range(1, 301):
        idx = rng.integers(0, len(X), 64)
        params, opt_state, loss = train_step(params, opt_state, X[idx], y[idx])
        if mngr.save(step, args=ocp.args.Composite(state=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))):
            print(f"step {step}: loss {float(loss):.4f} -- checkpoint saved")
        elif step % 50 == 0:
            print(f"step {step}: loss {float(loss):.4f}")
    mngr.wait_until_finished()
    print("checkpoints on disk:", mngr.all_steps())
    latest = mngr.latest_step()
    restored = mngr.restore(latest, args=ocp.args.Composite(
        state=ocp.args.StandardRestore({"params": params, "opt_state": opt_state})))
same = jax.tree_util.tree_all(jax.tree_util.tree_map(lambda a, b: bool(jnp.allclose(a, b)), restored["state"]["params"], params))
print(f"restored step {latest}, params identical: {same}")
