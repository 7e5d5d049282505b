"""ResNet-ish small CNN on synthetic 16x16 images; optimizer settings taken from the PyTorch recipe:
    torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, nesterov=True, weight_decay=5e-4)
"""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

OPTIM_CFG = {"learning_rate": 0.1, "momentum": 0.9, "nesterov": True, "weight_decay": 5e-4}
TRAIN_CFG = {"epochs": 3, "batch_size": 64, "warmup_steps": 20}


class Block(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x, train):
        y = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        y = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(y))
        y = nn.Conv(self.ch, (3, 3), use_bias=False)(y)
        y = nn.BatchNorm(use_running_average=not train, momentum=0.9)(y)
        if x.shape[-1] != self.ch:
            x = nn.Conv(self.ch, (1, 1), use_bias=False)(x)
        return nn.relu(x + y)


class SmallResNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = Block(16)(x, train)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = Block(32)(x, train)
        return nn.Dense(10)(x.mean(axis=(1, 2)))


class TrainState(train_state.TrainState):
    batch_stats: dict


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(2048, 16, 16, 3)).astype(np.float32)
    y = rng.integers(0, 10, 2048)
    print(f"dataset: {x.shape} labels {y.shape}")
    model = SmallResNet()
    variables = model.init(jax.random.key(0), jnp.zeros((1, 16, 16, 3)), train=False)
    n_params = sum(p.size for p in jax.tree.leaves(variables["params"]))
    print(f"model: SmallResNet, {n_params} parameters")

    steps_per_epoch = len(x) // TRAIN_CFG["batch_size"]
    schedule = optax.warmup_cosine_decay_schedule(0.0, OPTIM_CFG["learning_rate"], TRAIN_CFG["warmup_steps"],
                                                  steps_per_epoch * TRAIN_CFG["epochs"])
    cfg = dict(OPTIM_CFG, learning_rate=schedule)
    tx = optax.sgd(**cfg)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"], tx=tx,
                              batch_stats=variables["batch_stats"])

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, xb,
                                         train=True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
        (loss, upd), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads, batch_stats=upd["batch_stats"]), loss

    for epoch in range(TRAIN_CFG["epochs"]):
        perm = rng.permutation(len(x))
        for s in range(steps_per_epoch):
            idx = perm[s * 64:(s + 1) * 64]
            state, loss = train_step(state, x[idx], y[idx])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
