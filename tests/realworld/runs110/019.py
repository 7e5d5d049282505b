"""Port of a torch ConvNet block: Conv2d -> BatchNorm2d(eps=1e-5, momentum=0.1) -> ReLU, trained with dropout."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BN_KW = {"eps": 1e-5, "momentum": 0.9}   # torch eps kept; momentum converted to flax convention (1 - 0.1)


class ConvBNReLU(nn.Module):
    feat: int
    train: bool

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.feat, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not self.train, **BN_KW)(x)
        return nn.relu(x)


class Net(nn.Module):
    train: bool = True

    @nn.compact
    def __call__(self, x):
        x = ConvBNReLU(32, self.train)(x)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = ConvBNReLU(64, self.train)(x)
        x = x.mean((1, 2))
        x = nn.Dropout(0.5, deterministic=not self.train)(x)
        return nn.Dense(10)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


rng = np.random.default_rng(0)
x = rng.normal(size=(256, 32, 32, 3)).astype(np.float32)
y = rng.integers(0, 10, 256).astype(np.int32)
model = Net(train=True)
key = jax.random.PRNGKey(0)
variables = model.init({"params": key, "dropout": key}, x[:2])
state = TrainState.create(apply_fn=model.apply, params=variables["params"], batch_stats=variables["batch_stats"],
                          tx=optax.sgd(0.05, momentum=0.9))
print("initialised", sum(p.size for p in jax.tree_util.tree_leaves(state.params)), "params")
