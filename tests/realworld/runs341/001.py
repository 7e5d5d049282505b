# Port of a small GPT-style LM (HF GPT2LMHeadModel config) to flax.nnx, trained on a synthetic copy task.
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, D_MODEL, N_HEADS, N_LAYERS, SEQ, BATCH = 512, 128, 4, 2, 64, 16


class Block(nnx.Module):
    def __init__(self, d, heads, rngs):
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=heads, in_features=d, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
        self.fc = nnx.Linear(d, 4 * d, rngs=rngs)
        self.proj = nnx.Linear(4 * d, d, rngs=rngs)

    def __call__(self, x, mask):
        x = x + self.attn(self.ln1(x), mask=mask)
        x = x + self.proj(nnx.gelu(self.fc(self.ln2(x))))
        return x


class GPT(nnx.Module):
    def __init__(self, rngs):
        self.wte = nnx.Embed(VOCAB, D_MODEL, rngs=rngs)
        self.wpe = nnx.Embed(SEQ, D_MODEL, rngs=rngs)
        self.blocks = nnx.List([Block(D_MODEL, N_HEADS, rngs) for _ in range(N_LAYERS)])
        self.ln_f = nnx.LayerNorm(D_MODEL, rngs=rngs)
        self.lm_head = nnx.Linear(D_MODEL, VOCAB, use_bias=False, rngs=rngs)

    def __call__(self, input_ids, attention_mask):
        b, t = input_ids.shape
        x = self.wte(input_ids) + self.wpe(jnp.arange(t))[None]
        # causal mask combined with padding mask, as in the HF code: (batch, tgt, src)
        causal = jnp.tril(jnp.ones((t, t), dtype=bool))
        mask = causal[None, :, :] & attention_mask[:, None, :].astype(bool)
        for blk in self.blocks:
            x = blk(x, mask)
        return self.lm_head(self.ln_f(x))


def data_loader(rng, steps):
    for _ in range(steps):
        half = rng.integers(1, VOCAB, size=(BATCH, SEQ // 2))
        ids = np.concatenate([half, half], axis=1)
        am = np.ones_like(ids)
        yield {"input_ids": jnp.asarray(ids), "attention_mask": jnp.asarray(am)}


def loss_fn(model, batch):
    logits = model(batch["input_ids"], batch["attention_mask"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], batch["input_ids"][:, 1:])
    return loss.mean()


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(loss_fn)(model, batch)
    optimizer.update(model, grads)
    return loss


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    model = GPT(nnx.Rngs(0))
    n_params = sum(x.size for x in jax.tree.leaves(nnx.state(model, nnx.Param)))
    print(f"model params: {n_params:,}")
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-4, 20, 200)
    optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=0.01), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    t0 = time.time()
    for step, batch in enumerate(data_loader(rng, 200), 1):
        if step == 1:
            print(f"batch input_ids {batch['input_ids'].shape} attention_mask {batch['attention_mask'].shape}")
        loss = train_step(model, optimizer, batch)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f} lr {float(sched(step)):.2e} ({time.time()-t0:.1f}s)")


if __name__ == "__main__":
    main()
