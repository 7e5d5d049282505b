"""Train a small GRU-free bigram/MLP language model on a pre-tokenised corpus exported as text
(one sequence of token ids per line, produced by the tokenizer script)."""
import os
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

DATA = "/home/user/project/tokens_008.txt"
VOCAB, CTX, D = 200, 16, 64


def export_tokens():
    # stand-in for tokenizer.py: writes whitespace-separated token ids
    rng = np.random.default_rng(0)
    ids = rng.integers(0, VOCAB, size=(600, CTX + 1))
    np.savetxt(DATA, ids, fmt="%d")


class MLPLM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Param(jax.random.normal(rngs.params(), (CTX, D)) * 0.02)
        self.ff = nnx.Linear(D, D, rngs=rngs)
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids):
        h = self.embed(ids) + self.pos[...]
        return self.head(jax.nn.relu(self.ff(h)))


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


def main():
    if not os.path.exists(DATA):
        export_tokens()
    tokens = np.loadtxt(DATA)
    print(f"loaded {tokens.shape[0]} sequences of length {tokens.shape[1]} from {DATA}")
    model = MLPLM(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(3):
        for i in range(0, len(tokens), 32):
            batch = jnp.asarray(tokens[i:i + 32])
            loss = train_step(model, opt, batch[:, :-1], batch[:, 1:].astype(jnp.int32))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
