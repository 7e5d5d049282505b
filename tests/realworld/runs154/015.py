"""NNX ResMLP regressor with BatchNorm + Dropout, piecewise-constant LR (MultiStepLR port),
Orbax checkpoint of the model state each epoch and a reload check at the end."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT = "/home/user/project/ckpt_015"

class Block(nnx.Module):
    def __init__(self, d, rngs):
        self.fc = nnx.Linear(d, d, rngs=rngs)
        self.bn = nnx.BatchNorm(d, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
    def __call__(self, x):
        return x + self.drop(nnx.relu(self.bn(self.fc(x))))

class ResMLP(nnx.Module):
    def __init__(self, d_in, d, rngs):
        self.inp = nnx.Linear(d_in, d, rngs=rngs)
        self.blocks = nnx.List([Block(d, rngs) for _ in range(2)])
        self.out = nnx.Linear(d, 1, rngs=rngs)
    def __call__(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = b(h)
        return self.out(h)[:, 0]

def make_data(n, rng):
    x = rng.uniform(-2, 2, size=(n, 6)).astype(np.float32)
    y = (np.sin(x[:, 0]) * x[:, 1] + 0.5 * x[:, 2] ** 2 - x[:, 3] + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

@nnx.jit
def eval_mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

def main():
    shutil.rmtree(CKPT, ignore_errors=True)
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(4096, rng)
    xva, yva = make_data(1024, rng)
    bs, epochs = 64, 5
    spe = len(xtr) // bs
    sched = optax.piecewise_constant_schedule(3e-3, {3 * spe: 0.1, 4 * spe: 0.1})
    model = ResMLP(6, 64, nnx.Rngs(params=0, dropout=1))
    opt = nnx.Optimizer(model, optax.adamw(sched, weight_decay=1e-4), wrt=nnx.Param)
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    for epoch in range(epochs):
        model.train()
        perm = rng.permutation(len(xtr))
        losses = [float(train_step(model, opt, xtr[perm[i * bs:(i + 1) * bs]], ytr[perm[i * bs:(i + 1) * bs]]))
                  for i in range(spe)]
        model.eval()
        val = float(eval_mse(model, xva, yva))
        print(f"epoch {epoch + 1}/{epochs} train_mse={np.mean(losses):.4f} val_mse={val:.4f} lr={float(sched(int(opt.step[...]))):.1e}")
        mngr.save(epoch, args=ocp.args.StandardSave(nnx.state(model)))
    mngr.wait_until_finished()
    print("checkpoints:", mngr.all_steps())

    fresh = ResMLP(6, 64, nnx.Rngs(params=123, dropout=1))
    abstract = nnx.eval_shape(lambda: ResMLP(6, 64, nnx.Rngs(params=0, dropout=1)))
    graphdef, abs_state = nnx.split(abstract)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abs_state))
    nnx.update(fresh, restored)
    fresh.eval()
    print(f"restored step {mngr.latest_step()} val_mse={float(eval_mse(fresh, xva, yva)):.4f}")

if __name__ == "__main__":
    main()
