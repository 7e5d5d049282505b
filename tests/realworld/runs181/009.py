"""Small encoder text classifier in Flax NNX using jax.nn.dot_product_attention
(port of a torch model that called F.scaled_dot_product_attention / nn.MultiheadAttention with
key_padding_mask)."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logger = logging.getLogger("encoder_cls")

VOCAB, D, HEADS, LAYERS, MAXLEN, PAD = 500, 64, 4, 2, 24, 0


class Block(nnx.Module):
    def __init__(self, rngs):
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.qkv = nnx.Linear(D, 3 * D, rngs=rngs)
        self.out = nnx.Linear(D, D, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.ff1 = nnx.Linear(D, 4 * D, rngs=rngs)
        self.ff2 = nnx.Linear(4 * D, D, rngs=rngs)

    def __call__(self, x, key_padding_mask):
        B, T, _ = x.shape
        q, k, v = jnp.split(self.qkv(self.ln1(x)), 3, axis=-1)
        q, k, v = (t.reshape(B, T, HEADS, D // HEADS) for t in (q, k, v))
        # torch: attn(q, k, v, key_padding_mask=(ids == PAD)) -> here: True = attend
        a = jax.nn.dot_product_attention(q, k, v, mask=key_padding_mask)
        x = x + self.out(a.reshape(B, T, D))
        return x + self.ff2(nnx.gelu(self.ff1(self.ln2(x))))


class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(MAXLEN, D, rngs=rngs)
        self.blocks = nnx.List([Block(rngs) for _ in range(LAYERS)])
        self.head = nnx.Linear(D, 2, rngs=rngs)

    def __call__(self, ids):
        mask = ids != PAD
        x = self.tok(ids) + self.pos(jnp.arange(ids.shape[1]))
        for blk in self.blocks:
            x = blk(x, mask)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return self.head(pooled)


def make_data(n=1024, seed=0):
    rng = np.random.RandomState(seed)
    ids = np.zeros((n, MAXLEN), np.int32)
    y = rng.randint(0, 2, n).astype(np.int32)
    for i in range(n):
        L = rng.randint(6, MAXLEN + 1)
        ids[i, :L] = rng.randint(3, VOCAB, L)
        ids[i, rng.randint(0, L)] = 1 + y[i]
    return ids, y


@nnx.jit
def train_step(model, optimizer, ids, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    ids, y = make_data()
    model = Classifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(3e-4, weight_decay=0.01), wrt=nnx.Param)
    logger.info("train examples: %d, params: %d", len(ids),
                sum(p.size for p in jax.tree.leaves(nnx.state(model, nnx.Param))))
    for epoch in range(3):
        losses = []
        for i in range(0, len(ids), 32):
            losses.append(float(train_step(model, optimizer, ids[i:i + 32], y[i:i + 32])))
        logger.info("epoch %d train_loss=%.4f", epoch, np.mean(losses))


if __name__ == "__main__":
    main()
