"""ResNet-ish CIFAR classifier, Flax port of a torchvision-style model definition."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("cifar_resnet")

CONFIG = {
    "stem": {"features": 32, "kernel_size": (3, 3), "padding": 1},
    # stage: (features, stride) -- same table as the torch model
    "stages": [(32, 1), (64, 2), (128, 2)],
    "num_classes": 10,
    "batch_size": 64,
    "lr": 1e-3,
    "epochs": 3,
}


class BasicBlock(nn.Module):
    features: int
    stride: int = 1

    @nn.compact
    def __call__(self, x, train: bool):
        residual = x
        y = nn.Conv(self.features, kernel_size=(3, 3), stride=self.stride, padding=1, use_bias=False)(x)
        y = nn.BatchNorm(use_running_average=not train)(y)
        y = nn.relu(y)
        y = nn.Conv(self.features, kernel_size=(3, 3), padding=1, use_bias=False)(y)
        y = nn.BatchNorm(use_running_average=not train)(y)
        if residual.shape != y.shape:
            residual = nn.Conv(self.features, kernel_size=(1, 1), stride=self.stride, use_bias=False)(residual)
            residual = nn.BatchNorm(use_running_average=not train)(residual)
        return nn.relu(y + residual)


class ResNet(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, x, train: bool = True):
        x = nn.Conv(**self.cfg["stem"])(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train)(x))
        for feats, stride in self.cfg["stages"]:
            x = BasicBlock(feats, stride)(x, train)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(self.cfg["num_classes"])(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


def synthetic_cifar(n=512, seed=0):
    rng = np.random.RandomState(seed)
    y = rng.randint(0, 10, n)
    x = rng.randn(n, 32, 32, 3).astype(np.float32) * 0.5
    x[np.arange(n), :, :, y % 3] += (y[:, None, None] / 10.0)
    return x, y.astype(np.int32)


def main():
    cfg = CONFIG
    log.info("config: %s", cfg)
    x, y = synthetic_cifar()
    model = ResNet(cfg)
    variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32, 32, 3)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adam(cfg["lr"]))
    log.info("params: %d", sum(p.size for p in jax.tree.leaves(state.params)))

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(params):
            logits, upd = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, xb,
                                         train=True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
        (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"]), loss

    bs = cfg["batch_size"]
    for epoch in range(cfg["epochs"]):
        for i in range(0, len(x), bs):
            state, loss = train_step(state, x[i:i + bs], y[i:i + bs])
        log.info("epoch %d loss %.4f", epoch, loss)


if __name__ == "__main__":
    main()
