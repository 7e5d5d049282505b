"""Training utilities copied from an older JAX project (2023) into a fresh environment."""
from typing import Any, Tuple
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

PRNGKey = jax.random.KeyArray
Batch = Tuple[jnp.ndarray, jnp.ndarray]

def create_state(rng: PRNGKey, model: nn.Module, lr: float) -> train_state.TrainState:
    params = model.init(rng, jnp.ones((1, 28, 28, 1)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2)).reshape((x.shape[0], -1))
        return nn.Dense(10)(x)

if __name__ == "__main__":
    print("jax", jax.__version__)
    state = create_state(jax.random.PRNGKey(0), CNN(), 1e-3)
    print("initialised", sum(x.size for x in jax.tree_util.tree_leaves(state.params)), "params")
