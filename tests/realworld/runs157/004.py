"""House-price regressor: Trainer-style loop rewritten with Flax NNX (port of a HF Trainer + PyTorch script)."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class Regressor(nnx.Module):
    def __init__(self, din, rngs):
        self.l1 = nnx.Linear(din, 64, rngs=rngs)
        self.ln = nnx.LayerNorm(64, rngs=rngs)
        self.l2 = nnx.Linear(64, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)
    def __call__(self, x):
        h = nnx.gelu(self.ln(self.l1(x)))
        h = nnx.gelu(self.l2(h))
        return self.out(h)[:, 0]

def make_data(rng, n):
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (2.0 * x[:, 0] - 1.5 * x[:, 3] + np.sin(x[:, 5]) + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y

rng = np.random.default_rng(0)
x_train, y_train = make_data(rng, 2048)
x_eval, y_eval = make_data(rng, 512)

model = Regressor(8, nnx.Rngs(0))
schedule = optax.linear_schedule(1e-3, 1e-4, transition_steps=320)
optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)

def loss_fn(m, x, y):
    # same as the PyTorch compute_loss(): run the model, MSE
    pred = model(x)
    return jnp.mean((pred - y) ** 2)

@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    return loss, optax.global_norm(grads)

@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

bs, epochs = 64, 10
steps_per_epoch = len(x_train) // bs
step = 0
for epoch in range(epochs):
    perm = rng.permutation(len(x_train))
    for i in range(steps_per_epoch):
        idx = perm[i * bs:(i + 1) * bs]
        loss, gnorm = train_step(model, optimizer, jnp.asarray(x_train[idx]), jnp.asarray(y_train[idx]))
        step += 1
        if step % 16 == 0:
            print({"loss": round(float(loss), 4), "grad_norm": float(gnorm),
                   "learning_rate": float(schedule(step)), "epoch": round(step / steps_per_epoch, 2)})
    ev = eval_step(model, jnp.asarray(x_eval), jnp.asarray(y_eval))
    print({"eval_loss": round(float(ev), 4), "epoch": float(epoch + 1)})
print({"train_runtime": "done", "train_steps": step})
