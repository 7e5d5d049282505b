# Train a small MLP with periodic Orbax checkpoints, then simulate a restart and resume from the
# latest checkpoint (params + optimiser state + step). Healthy reference run.
import os, shutil
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT_DIR = os.path.abspath("ckpt_012")
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.LayerNorm()(x)
        return nn.Dense(10)(x)

W = np.random.default_rng(42).normal(size=(32, 10)).astype(np.float32)
def batch(step):
    rng = np.random.default_rng(step)
    x = rng.normal(size=(64, 32)).astype(np.float32)
    return x, (x @ W).argmax(-1)

model = MLP()
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 3e-3, 50, 600)))
def fresh_state():
    return train_state.TrainState.create(apply_fn=model.apply, tx=tx,
                                         params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"])

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, acc

def run(state, mngr, until):
    start = int(state.step)
    for s in range(start, until):
        x, y = batch(s)
        state, loss, acc = train_step(state, x, y)
        if (s + 1) % 50 == 0:
            print(f"step {s + 1} loss {float(loss):.4f} acc {float(acc):.3f}")
        if (s + 1) % 100 == 0:
            mngr.save(s + 1, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    return state

opts = ocp.CheckpointManagerOptions(max_to_keep=3)
mngr = ocp.CheckpointManager(CKPT_DIR, options=opts)
state = run(fresh_state(), mngr, 300)
print("--- simulated preemption; restarting ---")
del state
mngr = ocp.CheckpointManager(CKPT_DIR, options=opts)
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, fresh_state())
latest = mngr.latest_step()
state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
print(f"resumed from step {latest}, state.step={int(state.step)}")
state = run(state, mngr, 600)
print("all checkpoints:", mngr.all_steps())
