"""Distillation prep: turn the tokenised corpus into soft-label targets (one-hot, label-smoothed) up front,
then train a small NNX LM head on them. Ported from a PyTorch Dataset that called F.one_hot in __getitem__."""
import logging
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s")
log = logging.getLogger("prep")

VOCAB = 32000
SEQ = 256
N_SEQ = 20000
SMOOTH = 0.1


def load_tokens():
    rng = np.random.default_rng(0)
    toks = rng.integers(0, VOCAB, size=(N_SEQ, SEQ + 1), dtype=np.int32)
    log.info("loaded %d sequences x %d tokens (%.1f M tokens)", N_SEQ, SEQ + 1, toks.size / 1e6)
    return toks


def build_targets(tokens):
    t0 = time.time()
    labels = jnp.asarray(tokens[:, 1:])
    targets = optax.smooth_labels(jax.nn.one_hot(labels, VOCAB), SMOOTH)
    targets.block_until_ready()
    log.info("built soft targets %s in %.1fs", targets.shape, time.time() - t0)
    return targets


class LMHead(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 128, rngs=rngs)
        self.proj = nnx.Linear(128, VOCAB, rngs=rngs)

    def __call__(self, ids):
        return self.proj(self.emb(ids))


def main():
    tokens = load_tokens()
    targets = build_targets(tokens)
    model = LMHead(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(100):
        ids = tokens[step * 8:(step + 1) * 8, :-1]
        tgt = targets[step * 8:(step + 1) * 8]
        def lf(m):
            return optax.softmax_cross_entropy(m(ids), tgt).mean()
        loss, g = nnx.value_and_grad(lf)(model)
        opt.update(model, g)
        log.info("step %d loss %.4f", step, float(loss))


if __name__ == "__main__":
    main()
