"""Char-level GRU language model with lax.scan (nn.RNN), Orbax CheckpointManager save + resume (healthy run)."""
import shutil, logging
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s", force=True)
CKPT = "/home/user/project/ckpt_018"
text = ("the quick brown fox jumps over the lazy dog. " * 60)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}; V = len(chars)
data = np.array([stoi[c] for c in text], np.int32)
SEQ, BS = 32, 32

class CharGRU(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(V, 32)(ids)
        x = nn.RNN(nn.GRUCell(64))(x)
        return nn.Dense(V)(x)

def batches(rng):
    starts = rng.integers(0, len(data) - SEQ - 1, size=BS)
    x = np.stack([data[s:s + SEQ] for s in starts]); y = np.stack([data[s + 1:s + SEQ + 1] for s in starts])
    return x, y

model = CharGRU()
def fresh_state():
    p = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=p, tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3)))

@jax.jit
def step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

shutil.rmtree(CKPT, ignore_errors=True)
opts = ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=50)
rng = np.random.default_rng(0)

def run(state, mngr, until):
    while int(state.step) < until:
        state, loss = step(state, *batches(rng))
        s = int(state.step)
        mngr.save(s, args=ocp.args.StandardSave(state))
        if s % 25 == 0:
            print(f"step {s:4d}  loss {float(loss):.4f}  bpc {float(loss) / np.log(2):.3f}")
    mngr.wait_until_finished()
    return state

with ocp.CheckpointManager(CKPT, options=opts) as mngr:
    state = run(fresh_state(), mngr, 150)
    print("saved steps:", mngr.all_steps())

# simulate a restart: new process state, resume from latest checkpoint
with ocp.CheckpointManager(CKPT, options=opts) as mngr:
    latest = mngr.latest_step()
    state = mngr.restore(latest, args=ocp.args.StandardRestore(fresh_state()))
    print(f"resumed at step {int(state.step)}")
    state = run(state, mngr, 250)
    print("saved steps:", mngr.all_steps())
print("training complete")
