"""Greedy generation (stop at EOS) from a small trained causal LM, compiled with jax.jit + lax.while_loop.
Port of a PyTorch `for _ in range(max_new_tokens): ids = torch.cat([ids, next_tok], 1)` loop."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from functools import partial
from flax import nnx

VOCAB, D, MAXLEN = 50, 64, 64


class LM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(MAXLEN, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.head = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids):
        x = self.embed(ids) + self.pos(jnp.arange(ids.shape[1]))[None]
        x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
        return self.head(x)


@nnx.jit
def train_step(model, opt, ids):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids[:, :-1]), ids[:, 1:]).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


EOS_ID = 0


@partial(nnx.jit, static_argnums=2)
def generate(model, prompt, max_new_tokens):
    max_len = prompt.shape[1] + max_new_tokens

    def cond(ids):
        return (ids.shape[1] < max_len) & jnp.any(ids[:, -1] != EOS_ID)

    def body(ids):
        logits = model(ids)
        next_tok = jnp.argmax(logits[:, -1], axis=-1)[:, None]
        return jnp.concatenate([ids, next_tok.astype(ids.dtype)], axis=1)

    return jax.lax.while_loop(cond, body, prompt)


def main():
    model = LM(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for step in range(1, 201):
        starts = rng.integers(0, VOCAB, (16, 1))
        ids = ((starts + np.arange(33)) % VOCAB).astype(np.int32)   # learn "count up" sequences
        loss = train_step(model, opt, jnp.asarray(ids))
        if step % 50 == 0:
            print(f"[train] step={step} loss={float(loss):.4f}")
    prompt = jnp.array([[3, 4, 5, 6], [20, 21, 22, 23]], dtype=jnp.int32)
    print("[generate] prompt:", prompt.tolist())
    out = generate(model, prompt, 16)
    print("[generate] output:", out.tolist())


if __name__ == "__main__":
    main()
