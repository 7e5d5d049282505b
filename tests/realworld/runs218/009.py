# Fine-tune an MLP regressor; torch's OneCycle/cosine scheduler replaced by optax schedule
import os
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Dense(128)(x); x = nn.silu(x)
        x = nn.Dense(128)(x); x = nn.silu(x)
        return nn.Dense(1)(x)

rng = np.random.default_rng(1)
X = rng.uniform(-2, 2, size=(8192, 6)).astype(np.float32)
Y = (np.sin(X[:, :1] * 2) + X[:, 1:2] * X[:, 2:3] + 0.05 * rng.normal(size=(8192, 1))).astype(np.float32)

num_epochs, batch_size = 10, 128
steps_per_epoch = len(X) // batch_size
# torch: CosineAnnealingLR(opt, T_max=num_epochs) with LinearLR warmup, scheduler.step() once per epoch
schedule = optax.warmup_cosine_decay_schedule(init_value=1e-4, peak_value=3e-3, warmup_steps=2,
                                              decay_steps=num_epochs, end_value=0.0)
model = Regressor()
params = model.init(jax.random.key(0), X[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                      tx=optax.adamw(learning_rate=schedule, weight_decay=1e-4))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

print(f"steps_per_epoch {steps_per_epoch}, total {num_epochs * steps_per_epoch}")
for epoch in range(num_epochs):
    perm = rng.permutation(len(X)); ls = []
    for i in range(steps_per_epoch):
        idx = perm[i * batch_size:(i + 1) * batch_size]
        state, loss = train_step(state, X[idx], Y[idx])
        ls.append(float(loss))
    print(f"epoch {epoch} step {int(state.step)} first_batch_loss {ls[0]:.4f} mean_loss {np.mean(ls):.4f} last_batch_loss {ls[-1]:.4f}")
