# Train, checkpoint with Orbax CheckpointManager, then resume from the latest checkpoint (like HF Trainer resume).
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

rng = np.random.default_rng(0)
W = rng.normal(size=(16, 4))
def make(n, seed):
    r = np.random.default_rng(seed)
    x = r.normal(size=(n, 16)).astype(np.float32)
    y = (x @ W).argmax(-1).astype(np.int32)
    return x, y
xtr, ytr = make(4096, 1)
xva, yva = make(1024, 2)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(4)(x)

model = MLP()
tx = optax.adam(1e-3)

@jax.jit
def train_step(state, xb, yb):
    params, opt_state = state["params"], state["opt_state"]
    loss, grads = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean())(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return {"params": optax.apply_updates(params, updates), "opt_state": opt_state, "step": state["step"] + 1}, loss

def val_acc(params):
    return float((model.apply(params, xva).argmax(-1) == yva).mean())

def run(state, mngr, n_steps):
    for _ in range(n_steps):
        s = int(state["step"])
        i = (s * 64) % len(xtr)
        state, loss = train_step(state, xtr[i:i+64], ytr[i:i+64])
        s += 1
        if s % 50 == 0:
            print(f"step {s} loss {float(loss):.4f} val_acc {val_acc(state['params']):.4f}")
        if s % 100 == 0:
            mngr.save(s, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state

ckpt_dir = os.path.abspath("ckpt_013")
shutil.rmtree(ckpt_dir, ignore_errors=True)
opts = ocp.CheckpointManagerOptions(max_to_keep=2)

params = model.init(jax.random.PRNGKey(0), xtr[:1])
state = {"params": params, "opt_state": tx.init(params), "step": jnp.array(0, jnp.int32)}
with ocp.CheckpointManager(ckpt_dir, options=opts) as mngr:
    state = run(state, mngr, 300)
    print(f"saved steps: {mngr.all_steps()}")

# --- resume (new process in practice) ---
params = model.init(jax.random.PRNGKey(1), xtr[:1])
abstract = {"params": params, "opt_state": tx.init(params), "step": jnp.array(0, jnp.int32)}
with ocp.CheckpointManager(ckpt_dir, options=opts) as mngr:
    latest = mngr.latest_step()
    state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
    print(f"resumed from step {latest}: step={int(state['step'])} val_acc {val_acc(state['params']):.4f}")
    state = run(state, mngr, 200)
    print(f"saved steps: {mngr.all_steps()}")
