"""MNIST-style CNN following the Flax 'quick start' tutorial structure (TrainState with clu metrics)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax import struct
from flax.training import train_state
from clu import metrics


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(256)(x)))


@struct.dataclass
class Metrics(metrics.Collection):
    accuracy: metrics.Accuracy
    loss: metrics.Average.from_output("loss")


class TrainState(train_state.TrainState):
    metrics: Metrics


def create_train_state(module, rng, learning_rate, momentum):
    params = module.init(rng, jnp.ones([1, 28, 28, 1]))["params"]
    tx = optax.sgd(learning_rate, momentum)
    return TrainState.create(apply_fn=module.apply, params=params, tx=tx, metrics=Metrics.empty())


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


@jax.jit
def compute_metrics(*, state, batch):
    logits = state.apply_fn({"params": state.params}, batch["image"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    metric_updates = state.metrics.single_from_model_output(logits=logits, labels=batch["label"], loss=loss)
    return state.replace(metrics=state.metrics.merge(metric_updates))


def main():
    rng = np.random.default_rng(0)
    state = create_train_state(CNN(), jax.random.PRNGKey(0), 0.01, 0.9)
    for step in range(200):
        batch = {"image": rng.random((32, 28, 28, 1), np.float32), "label": rng.integers(0, 10, 32)}
        state = train_step(state, batch)
        state = compute_metrics(state=state, batch=batch)
        if (step + 1) % 50 == 0:
            for k, v in state.metrics.compute().items():
                print(f"train_{k}: {v:.4f}")
            state = state.replace(metrics=state.metrics.empty())


if __name__ == "__main__":
    main()
