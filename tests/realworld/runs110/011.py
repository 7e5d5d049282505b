"""Classifier with Orbax checkpointing; RESUME=1 continues a preempted run from the latest checkpoint."""
import os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CKPT_DIR = "/home/user/project/ckpt011"
EPOCHS, BS = 8, 64
RESUME = os.environ.get("RESUME", "0") == "1"


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(3)(x)


rng = np.random.default_rng(1 if RESUME else 0)
X = np.random.default_rng(0).normal(size=(2560, 16)).astype(np.float32)
Y = ((X[:, 0] * X[:, 2] > 0).astype(np.int32) + (X[:, 1] > 0.5).astype(np.int32))
Xv, Yv, X, Y = X[2048:], Y[2048:], X[:2048], Y[:2048]
steps_per_epoch = len(X) // BS

model = Net()
tx = optax.adamw(1e-3)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=tx)
mgr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=3, create=True))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def val_loss(params):
    logits = model.apply({"params": params}, Xv)
    return optax.softmax_cross_entropy_with_integer_labels(logits, Yv).mean(), (logits.argmax(-1) == Yv).mean()


start_epoch = 0
if RESUME:
    latest = mgr.latest_step()
    print(f"resuming: checkpoints {mgr.all_steps()}, latest step {latest}")
    restored = mgr.restore(latest, args=ocp.args.StandardRestore({"params": state.params, "opt_state": state.opt_state}))
    state = state.replace(params=restored["params"], opt_state=restored["opt_state"])   # like load_state_dict()
    start_epoch = latest // steps_per_epoch
    print(f"restored weights and optimizer, continuing at epoch {start_epoch + 1}")

for epoch in range(start_epoch, EPOCHS):
    perm = rng.permutation(len(X))
    for i in range(steps_per_epoch):
        idx = perm[i * BS:(i + 1) * BS]
        state, loss = train_step(state, X[idx], Y[idx])
    vl, va = val_loss(state.params)
    mgr.save(int(state.step), args=ocp.args.StandardSave({"params": state.params, "opt_state": state.opt_state}))
    print(f"epoch {epoch + 1}/{EPOCHS} | step {int(state.step)} | train_loss {float(loss):.4f} | val_loss {float(vl):.4f} | val_acc {float(va):.4f} | checkpoint saved")
    if epoch == 3 and not RESUME:
        mgr.wait_until_finished()
        print("received SIGTERM (preemption), exiting")
        raise SystemExit(143)
mgr.wait_until_finished()

print(f"training finished; checkpoints on disk: {mgr.all_steps()}")
final = mgr.restore(mgr.latest_step(), args=ocp.args.StandardRestore({"params": state.params, "opt_state": state.opt_state}))
vl, va = val_loss(final["params"])
print(f"exported model = latest checkpoint (step {mgr.latest_step()}): val_loss {float(vl):.4f} | val_acc {float(va):.4f}")
