"""Fine-tune a small regression head; device handling ported from `device = torch.device('cuda')`."""
import argparse
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

parser = argparse.ArgumentParser()
parser.add_argument("--device", default="gpu")
parser.add_argument("--epochs", type=int, default=5)
parser.add_argument("--lr", type=float, default=1e-3)
args = parser.parse_args()

print(f"jax {jax.__version__}, default backend: {jax.default_backend()}")
device = jax.devices(args.device)[0]          # torch: model.to(device)
print(f"training on {device}")


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(64)(x))).squeeze(-1)


rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
y = (X @ rng.normal(size=16) + 0.1 * rng.normal(size=2048)).astype(np.float32)
X, y = jax.device_put((X, y), device)

model = Regressor()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.adam(args.lr))


@jax.jit
def step(state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2))(state.params)
    return state.apply_gradients(grads=g), loss


for epoch in range(args.epochs):
    for i in range(0, len(X), 128):
        state, loss = step(state, X[i:i + 128], y[i:i + 128])
    print(f"epoch {epoch}: mse {float(loss):.4f}")
