"""Image-patch classifier (NNX CNN) - port of a PyTorch script that used
torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.1, patience=5)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import optax
from optax import contrib
from flax import nnx

cfg = dict(lr=1e-3, epochs=8, batch_size=32, plateau_factor=0.1, plateau_patience=5, n_train=3072)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 1.0, (n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):                      # class = which quadrant holds a bright blob
        r, q = divmod(int(c), 2)
        x[i, r*8+2:r*8+6, q*8+2:q*8+6, 0] += 0.35
    return x, y.astype(np.int32)

class CNN(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(1, 16, (3, 3), rngs=rngs)
        self.c2 = nnx.Conv(16, 32, (3, 3), rngs=rngs)
        self.fc = nnx.Linear(32 * 4 * 4, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.max_pool(nnx.relu(self.c1(x)), (2, 2), (2, 2))
        x = nnx.max_pool(nnx.relu(self.c2(x)), (2, 2), (2, 2))
        return self.fc(x.reshape(x.shape[0], -1))

tx = optax.chain(
    optax.adam(cfg["lr"]),
    contrib.reduce_on_plateau(factor=cfg["plateau_factor"], patience=cfg["plateau_patience"]),
)
model = CNN(nnx.Rngs(0))
opt = nnx.Optimizer(model, tx, wrt=nnx.Param)

def loss_fn(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

@nnx.jit
def train_step(model, opt, x, y):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, x, y)
    opt.update(model, grads, value=loss)      # scheduler.step(loss)
    return loss, jnp.mean(jnp.argmax(logits, -1) == y)

xtr, ytr = make_data(cfg["n_train"], 0)
xva, yva = make_data(512, 1)
bs = cfg["batch_size"]
global_step = 0
for epoch in range(1, cfg["epochs"] + 1):
    t0 = time.time(); losses, accs = [], []
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    for i in range(0, len(xtr), bs):
        idx = perm[i:i+bs]
        loss, acc = train_step(model, opt, xtr[idx], ytr[idx])
        losses.append(float(loss)); accs.append(float(acc)); global_step += 1
        if global_step % 32 == 0:
            scale = float(opt.opt_state[1].scale)
            print({"epoch": epoch, "step": global_step, "loss": round(float(np.mean(losses[-32:])), 4),
                   "acc": round(float(np.mean(accs[-32:])), 4), "lr": cfg["lr"] * scale})
    model.eval()
    val_acc = float(jnp.mean(jnp.argmax(model(xva), -1) == yva))
    model.train()
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4), "val_acc": round(val_acc, 4),
           "epoch_time": round(time.time() - t0, 2)})
