"""SFT of a small transformer LM on variable-length examples.
Batches are padded to the longest example in the batch (HF DataCollatorWithPadding(padding='longest'))."""
import time
import logging
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("sft")

VOCAB, D, LAYERS, PAD, BATCH, TOTAL_STEPS = 256, 128, 4, 0, 8, 2000


class Block(nnx.Module):
    def __init__(self, rngs):
        self.n1 = nnx.LayerNorm(D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.n2 = nnx.LayerNorm(D, rngs=rngs)
        self.ff1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.ff2 = nnx.Linear(4 * D, D, rngs=rngs)

    def __call__(self, x, mask):
        x = x + self.attn(self.n1(x), mask=mask)
        return x + self.ff2(jax.nn.gelu(self.ff1(self.n2(x))))


class LM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(512, D, rngs=rngs)
        self.blocks = nnx.List([Block(rngs) for _ in range(LAYERS)])
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids):
        x = self.embed(ids) + self.pos(jnp.arange(ids.shape[1]))[None]
        mask = nnx.combine_masks(nnx.make_causal_mask(ids), nnx.make_attention_mask(ids != PAD, ids != PAD))
        for b in self.blocks:
            x = b(x, mask)
        return self.head(x)


@nnx.jit
def train_step(model, opt, ids):
    def loss_fn(m):
        logits = m(ids[:, :-1])
        labels = ids[:, 1:]
        w = (labels != PAD).astype(jnp.float32)
        return (optax.softmax_cross_entropy_with_integer_labels(logits, labels) * w).sum() / w.sum()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


def collate_longest(examples):
    L = max(len(e) for e in examples)
    out = np.full((len(examples), L), PAD, np.int32)
    for i, e in enumerate(examples):
        out[i, :len(e)] = e
    return out


def main():
    rng = np.random.default_rng(0)
    dataset = [rng.integers(1, VOCAB, rng.integers(20, 400)) for _ in range(BATCH * TOTAL_STEPS)]
    log.info("dataset: %d examples, lengths %d..%d", len(dataset), min(map(len, dataset)), max(map(len, dataset)))
    model = LM(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(2e-4)), wrt=nnx.Param)
    t_start = time.time()
    for step in range(1, TOTAL_STEPS + 1):
        t0 = time.time()
        batch = collate_longest(dataset[(step - 1) * BATCH: step * BATCH])
        loss = float(train_step(model, opt, jnp.asarray(batch)))
        dt = time.time() - t0
        if step % 1 == 0:
            eta = (time.time() - t_start) / step * (TOTAL_STEPS - step)
            print(f"{{'step': {step}, 'loss': {loss:.4f}, 'seq_len': {batch.shape[1]}, 'step_time': {dt:.2f}, 'eta_min': {eta/60:.1f}}}", flush=True)


if __name__ == "__main__":
    main()
