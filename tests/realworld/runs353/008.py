# Preemption/resume test for a Flax MLP with Orbax CheckpointManager (replacing torch.save / load_state_dict).
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_008")
IN, NCLS, BATCH = 32, 10, 64
TOTAL_STEPS, PREEMPT_AT = 300, 150
rng = np.random.default_rng(5)
protos = rng.normal(size=(NCLS, IN)).astype(np.float32)

def get_batch(step):
    r = np.random.default_rng(step)
    y = r.integers(0, NCLS, size=BATCH)
    return protos[y] + 0.9 * r.normal(size=(BATCH, IN)).astype(np.float32), y.astype(np.int32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(NCLS)(nn.relu(nn.Dense(128)(x)))

model = MLP()
tx = optax.adam(1e-3)

def fresh_state():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))
    return {"params": params, "opt_state": tx.init(params)}

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    updates, opt_state = tx.update(grads, state["opt_state"], state["params"])
    return {"params": optax.apply_updates(state["params"], updates), "opt_state": opt_state}, loss

def make_manager():
    return ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=50))

def run(state, start, stop, mngr):
    for step in range(start, stop + 1):
        state, loss = train_step(state, *get_batch(step))
        if step % 25 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f}")
        if mngr.save(step, args=ocp.args.StandardSave(state)):
            print(f"saved checkpoint at step {step}")
    mngr.wait_until_finished()
    return state

shutil.rmtree(CKPT_DIR, ignore_errors=True)

# ---- first job: runs until it gets preempted ----
mngr = make_manager()
state = run(fresh_state(), 1, PREEMPT_AT, mngr)
mngr.close()
print(f"job preempted after step {PREEMPT_AT}")

# ---- restarted job ----
mngr = make_manager()
state = fresh_state()
latest = mngr.latest_step()
if latest is not None:
    mngr.restore(latest, args=ocp.args.StandardRestore(state))
    print(f"resumed from checkpoint step {latest}")
    start = latest + 1
else:
    start = 1
state = run(state, start, TOTAL_STEPS, mngr)
mngr.close()
print("training complete")
