"""Fine-tune a small text classifier head (Flax linen + optax), hyperparameters from a YAML config
(ported from our PyTorch/HF Trainer config file)."""
import logging
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax
import yaml
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("finetune")

CONFIG = """
model:
  vocab_size: 2000
  embed_dim: 64
  num_classes: 4
  kernel_init: xavier_uniform
training:
  batch_size: 32
  num_epochs: 3
  learning_rate: 0.0003
  weight_decay: 0.01
  warmup_steps: 20
"""


class BagOfEmbeddings(nn.Module):
    vocab_size: int
    embed_dim: int
    num_classes: int
    kernel_init: object = nn.initializers.lecun_normal()

    @nn.compact
    def __call__(self, ids):
        emb = nn.Embed(self.vocab_size, self.embed_dim)(ids)
        mask = (ids > 0)[..., None]
        pooled = (emb * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.relu(nn.Dense(128, kernel_init=self.kernel_init)(pooled))
        return nn.Dense(self.num_classes, kernel_init=self.kernel_init)(h)


def make_data(n, seq_len, vocab, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, num_classes, n)
    x = rng.integers(1, vocab, (n, seq_len))
    # class-specific tokens so the task is learnable
    x[:, :4] = (y[:, None] * 10 + rng.integers(1, 9, (n, 4)))
    return x.astype(np.int32), y.astype(np.int32)


def main():
    cfg = yaml.safe_load(CONFIG)
    mcfg, tcfg = cfg["model"], cfg["training"]
    log.info("config: %s", cfg)
    x, y = make_data(2048, 24, mcfg["vocab_size"], mcfg["num_classes"])
    steps_per_epoch = len(x) // tcfg["batch_size"]
    total_steps = steps_per_epoch * tcfg["num_epochs"]

    model = BagOfEmbeddings(**mcfg)
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 24), jnp.int32))["params"]
    log.info("params: %d", sum(p.size for p in jax.tree_util.tree_leaves(params)))

    tx = optax.adamw(learning_rate=tcfg["learning_rate"], weight_decay=tcfg["weight_decay"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
            return loss, logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads)
        return state, loss, (logits.argmax(-1) == yb).mean()

    log.info("training for %d steps (%d per epoch)", total_steps, steps_per_epoch)
    for epoch in range(tcfg["num_epochs"]):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(x))
        for i in range(steps_per_epoch):
            idx = perm[i * tcfg["batch_size"]:(i + 1) * tcfg["batch_size"]]
            state, loss, acc = train_step(state, x[idx], y[idx])
            if i % 20 == 0:
                log.info("epoch %d step %d loss %.4f acc %.3f", epoch, i, loss, acc)
        log.info("epoch %d done in %.1fs", epoch, time.time() - t0)


if __name__ == "__main__":
    main()
