# CNN classifier with BatchNorm, Orbax checkpointing and resume
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp
from flax.training import train_state

class TrainState(train_state.TrainState):
    batch_stats: dict

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3))(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)

def make(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 4, n)
    x = r.normal(0, 0.3, (n, 16, 16, 1)).astype(np.float32)
    for k in range(n):
        q = int(y[k]); x[k, (q // 2) * 8:(q // 2) * 8 + 8, (q % 2) * 8:(q % 2) * 8 + 8, 0] += 1.0
    return x, y.astype(np.int32)

xtr, ytr = make(2048, 0)
xte, yte = make(512, 1)
model = CNN()
v = model.init(jax.random.PRNGKey(0), xtr[:1], train=False)
tx = optax.adamw(optax.cosine_decay_schedule(3e-3, 6 * 32), weight_decay=1e-4)
state = TrainState.create(apply_fn=model.apply, params=v["params"], tx=tx, batch_stats=v["batch_stats"])

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"])
    return state, loss

@jax.jit
def evaluate(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

ckpt_dir = os.path.abspath("ckpt_011")
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))

def run_epochs(state, start, end):
    rng = np.random.default_rng(start)
    for epoch in range(start, end):
        perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr), 64):
            idx = perm[i:i+64]
            state, loss = train_step(state, xtr[idx], ytr[idx])
        acc = float(evaluate(state, xte, yte))
        print(f"epoch {epoch} loss {float(loss):.4f} test_acc {acc:.4f}")
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "batch_stats": state.batch_stats, "opt_state": state.opt_state, "step": state.step}))
    mngr.wait_until_finished()
    return state

state = run_epochs(state, 0, 3)
# simulate a restart: fresh state, restore latest checkpoint, continue
fresh = TrainState.create(apply_fn=model.apply, params=v["params"], tx=tx, batch_stats=v["batch_stats"])
latest = mngr.latest_step()
target = {"params": fresh.params, "batch_stats": fresh.batch_stats, "opt_state": fresh.opt_state, "step": fresh.step}
restored = mngr.restore(latest, args=ocp.args.StandardRestore(target))
state = fresh.replace(params=restored["params"], batch_stats=restored["batch_stats"], opt_state=restored["opt_state"], step=restored["step"])
print(f"resumed from epoch {latest}, step {int(state.step)}, test_acc {float(evaluate(state, xte, yte)):.4f}")
state = run_epochs(state, latest + 1, 6)
