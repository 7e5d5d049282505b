"""Audio keyword-spotting CNN ported from PyTorch.
torch version:  nn.init.xavier_uniform_(m.weight); nn.init.zeros_(m.bias)  in _init_weights()"""
import logging
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s - %(message)s")
logger = logging.getLogger(__name__)

init_weights = dict(kernel_init=nn.initializers.xavier_uniform, bias_init=nn.initializers.zeros)


class KWSNet(nn.Module):
    n_classes: int = 12

    @nn.compact
    def __call__(self, x, train: bool = True):
        # x: (B, frames, mel, 1) log-mel spectrogram
        for ch in (16, 32, 64):
            x = nn.Conv(ch, (3, 3), padding="SAME", **init_weights)(x)
            x = nn.BatchNorm(use_running_average=not train)(x)
            x = nn.relu(x)
            x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.mean(axis=(1, 2))
        x = nn.Dense(128, **init_weights)(x)
        x = nn.relu(x)
        return nn.Dense(self.n_classes, **init_weights)(x)


class TrainState(train_state.TrainState):
    batch_stats: dict


def main():
    logger.info("Building KWSNet (n_classes=12), input 98x40 log-mel")
    rng = np.random.default_rng(1)
    x = rng.normal(size=(256, 98, 40, 1)).astype(np.float32)
    y = rng.integers(0, 12, size=256).astype(np.int32)
    model = KWSNet()
    variables = model.init(jax.random.key(0), jnp.ones((1, 98, 40, 1)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adam(1e-3))
    logger.info("Parameters: %d", sum(p.size for p in jax.tree.leaves(state.params)))

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, xb,
                                         train=True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g, batch_stats=upd["batch_stats"]), loss

    for epoch in range(3):
        for i in range(0, 256, 32):
            state, loss = train_step(state, x[i:i + 32], y[i:i + 32])
        logger.info("Epoch %d: loss=%.4f", epoch + 1, float(loss))


if __name__ == "__main__":
    main()
