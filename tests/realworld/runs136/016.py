"""NNX MLP classifier ported from a PyTorch script that used StepLR(step_size=10, gamma=0.5) with scheduler.step() once per epoch."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx

cfg = {"epochs": 12, "batch_size": 64, "lr": 0.01, "momentum": 0.9, "step_size": 10, "gamma": 0.5}
print("hparams:", cfg)

class Net(nnx.Module):
    def __init__(self, *, rngs):
        self.fc1 = nnx.Linear(48, 128, rngs=rngs); self.fc2 = nnx.Linear(128, 128, rngs=rngs); self.fc3 = nnx.Linear(128, 6, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
    def __call__(self, x):
        x = self.drop(nnx.relu(self.fc1(x)))
        return self.fc3(self.drop(nnx.relu(self.fc2(x))))

rng = np.random.default_rng(0)
centers = rng.normal(size=(6, 48)) * 0.25
def make(n):
    y = rng.integers(0, 6, n)
    return (centers[y] + rng.normal(size=(n, 48))).astype(np.float32), y.astype(np.int32)
xtr, ytr = make(6000); xva, yva = make(1000)
steps_per_epoch = len(xtr) // cfg["batch_size"]

# torch.optim.lr_scheduler.StepLR(optimizer, step_size=10, gamma=0.5)
schedule = optax.exponential_decay(init_value=cfg["lr"], transition_steps=cfg["step_size"],
                                   decay_rate=cfg["gamma"], staircase=True)
model = Net(rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(schedule, momentum=cfg["momentum"]), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, g)
    return loss, (logits.argmax(-1) == y).mean()

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(1, cfg["epochs"] + 1):
    t0 = time.time(); model.train(); perm = rng.permutation(len(xtr)); L, A = [], []
    for i in range(steps_per_epoch):
        idx = perm[i * cfg["batch_size"]:(i + 1) * cfg["batch_size"]]
        l, a = train_step(model, optimizer, xtr[idx], ytr[idx]); L.append(float(l)); A.append(float(a))
    model.eval(); vl, va = eval_step(model, xva, yva)
    lr_now = float(schedule(int(optimizer.step[...])))
    print(f"Epoch {epoch}/{cfg['epochs']}\n{steps_per_epoch}/{steps_per_epoch} [==============================] - {time.time() - t0:.0f}s - "
          f"loss: {np.mean(L):.4f} - accuracy: {np.mean(A):.4f} - val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f} - lr: {lr_now:.4e}")
