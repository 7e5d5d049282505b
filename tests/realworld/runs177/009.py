"""CNN on synthetic MNIST-like digits, Flax linen + optax. Script adapted from a 2022 tutorial repo
(utils/env.py prints the backend before training)."""
import logging, platform
import numpy as np
import jax, jax.numpy as jnp
import flax, flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-8s %(message)s")

def print_env():
    logging.info("python %s | jax %s | jaxlib %s | flax %s | optax %s", platform.python_version(), jax.__version__,
                 jax.lib.__version__ if hasattr(jax.lib, "__version__") else "?", flax.__version__, optax.__version__)
    backend = jax.lib.xla_bridge.get_backend()
    logging.info("XLA backend: %s (%s), %d device(s)", backend.platform, backend.platform_version, backend.device_count())

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x)); x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))

def main():
    print_env()
    rng = np.random.default_rng(0)
    protos = rng.random((10, 28, 28, 1)).astype(np.float32)
    y = rng.integers(0, 10, 1024).astype(np.int32)
    x = np.clip(protos[y] + 0.3 * rng.normal(size=(1024, 28, 28, 1)), 0, 1).astype(np.float32)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))

    @jax.jit
    def step(state, xb, yb):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        perm = rng.permutation(len(x)); losses = []
        for i in range(0, len(x), 64):
            state, loss = step(state, x[perm[i:i + 64]], y[perm[i:i + 64]])
            losses.append(float(loss))
        logging.info("epoch %d train_loss %.4f", epoch, np.mean(losses))

if __name__ == "__main__":
    main()
