"""Causal-LM fine-tuning from pre-tokenised shards (.npz) written by prepare_data.py."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

SHARD = "/home/user/project/data_009/train-00000.npz"
VOCAB, SEQ, D = 128, 32, 64


def prepare_data():
    # prepare_data.py (older version) saved the arrays positionally
    os.makedirs(os.path.dirname(SHARD), exist_ok=True)
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(256, SEQ)).astype(np.int32)
    mask = np.ones_like(ids)
    np.savez(SHARD, ids, mask)


class Loader:
    def __init__(self, path, batch_size):
        data = np.load(path)
        print(f"opened {path}: arrays={data.files}")
        self.input_ids = data["input_ids"]
        self.attention_mask = data["attention_mask"]
        self.bs = batch_size

    def __iter__(self):
        for i in range(0, len(self.input_ids), self.bs):
            yield {"input_ids": self.input_ids[i:i + self.bs], "attention_mask": self.attention_mask[i:i + self.bs]}


class LM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids, attn_mask):
        mask = nnx.combine_masks(nnx.make_causal_mask(ids), nnx.make_attention_mask(attn_mask, attn_mask))
        x = self.embed(ids)
        return self.head(x + self.attn(x, mask=mask))


def main():
    if not os.path.exists(SHARD):
        prepare_data()
    model = LM(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(5e-4), wrt=nnx.Param)

    @nnx.jit
    def step(model, opt, batch):
        def loss_fn(m):
            logits = m(batch["input_ids"][:, :-1], batch["attention_mask"][:, :-1])
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["input_ids"][:, 1:])
            w = batch["attention_mask"][:, 1:]
            return (ce * w).sum() / w.sum()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    loader = Loader(SHARD, batch_size=16)
    for epoch in range(2):
        for batch in loader:
            loss = step(model, opt, jax.tree.map(jnp.asarray, batch))
        print(f"epoch {epoch}: loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
