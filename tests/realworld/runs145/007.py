"""Tabular classifier with epoch checkpoints and --resume, ported from a torch script that did
   ckpt = torch.load(last.pt); start_epoch = ckpt["epoch"] + 1"""
import argparse
import os
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=6)
p.add_argument("--ckpt_dir", default="/home/user/project/ckpt_007")
p.add_argument("--resume", action="store_true")
args = p.parse_args()


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(3)(x)


rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 12)).astype(np.float32)
Y = (X[:, :3].argmax(1)).astype(np.int32)
Xtr, Ytr, Xva, Yva = X[:2500], Y[:2500], X[2500:], Y[2500:]

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.sgd(0.05, momentum=0.9))


@jax.jit
def train_step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def accuracy(state, x, y):
    return (state.apply_fn({"params": state.params}, x).argmax(-1) == y).mean()


mngr = ocp.CheckpointManager(os.path.abspath(args.ckpt_dir),
                             options=ocp.CheckpointManagerOptions(max_to_keep=3, create=True))
start_epoch = 0
if args.resume and mngr.latest_step() is not None:
    last = mngr.latest_step()
    state = mngr.restore(last, args=ocp.args.StandardRestore(state))
    start_epoch = last + 1
    print(f"=> resumed from {args.ckpt_dir} (epoch {last}), optimizer step {int(state.step)}")

for epoch in range(start_epoch, args.epochs):
    perm = np.random.default_rng(epoch).permutation(len(Xtr))
    losses = []
    for i in range(0, len(Xtr), 100):
        b = perm[i:i + 100]
        state, loss = train_step(state, Xtr[b], Ytr[b])
        losses.append(float(loss))
    print(f"epoch {epoch}: train_loss={np.mean(losses):.4f} val_acc={float(accuracy(state, Xva, Yva)):.4f}")
    mngr.save(epoch, args=ocp.args.StandardSave(state))
    print(f"saved checkpoint for epoch {epoch}")
mngr.wait_until_finished()
print("done")
