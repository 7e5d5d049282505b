# Regression MLP, moved from a PyTorch nn.Module/optimizer.step() loop to Flax + Optax.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

IN, HID, N, BATCH, EPOCHS = 8, 64, 2048, 64, 6
rng = np.random.default_rng(0)
X = rng.normal(size=(N, IN)).astype(np.float32)
w_true = rng.normal(size=(IN, 1)).astype(np.float32)
Y = (np.sin(X @ w_true) + 0.05 * rng.normal(size=(N, 1))).astype(np.float32)

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(HID)(x))
        x = nn.gelu(nn.Dense(HID)(x))
        return nn.Dense(1)(x)

model = MLP()
params = model.init(jax.random.PRNGKey(42), jnp.zeros((1, IN)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

def loss_fn(p, x, y):
    return jnp.mean((model.apply(p, x) - y) ** 2)

@jax.jit
def train_step(opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    return new_params, opt_state, loss

@jax.jit
def eval_loss(p, x, y):
    return loss_fn(p, x, y)

steps_per_epoch = N // BATCH
global_step = 0
for epoch in range(1, EPOCHS + 1):
    perm = rng.permutation(N)
    running = 0.0
    for i in range(steps_per_epoch):
        idx = perm[i * BATCH:(i + 1) * BATCH]
        params, opt_state, loss = train_step(opt_state, X[idx], Y[idx])
        running += float(loss)
        global_step += 1
        if global_step % 50 == 0:
            print(f"step {global_step:5d} | train_loss {float(loss):.5f}")
    print(f"epoch {epoch} | mean_train_loss {running / steps_per_epoch:.5f} | "
          f"full_data_mse {float(eval_loss(params, X, Y)):.5f}")
print("training finished")
