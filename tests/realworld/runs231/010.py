# Port of a PyTorch regression training loop (optimizer.step() style) to Flax TrainState.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Dense(128)(x)
        x = nn.LayerNorm()(x)
        x = nn.silu(x)
        x = nn.Dense(128)(x)
        x = nn.silu(x)
        return nn.Dense(1)(x)


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(4096, 8)).astype(np.float32)
Y = (np.sin(X[:, :1] * 2) + 0.5 * X[:, 1:2] ** 2 - X[:, 2:3]).astype(np.float32)

model = MLP()
state = train_state.TrainState.create(
    apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
    tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=1e-2)),
)


@jax.jit
def compute_grads(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    return jax.value_and_grad(loss_fn)(state.params)


step = 0
for epoch in range(10):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(0, len(X), 128):
        b = perm[i:i + 128]
        loss, grads = compute_grads(state, X[b], Y[b])   # loss.backward()
        state.apply_gradients(grads=grads)               # optimizer.step()
        losses.append(float(loss))
        step += 1
    print(f"epoch {epoch} step {step} train_mse {np.mean(losses):.5f}")
