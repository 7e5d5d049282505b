"""Tiny GPT-style LM (port of a HF GPT2LMHeadModel fine-tune loop) in Flax linen, with Orbax checkpointing + resume."""
import os, shutil, time
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

VOCAB, SEQ, D, HEADS, LAYERS = 64, 32, 64, 4, 2


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(epsilon=1e-5)(x)
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        h = nn.MultiHeadDotProductAttention(num_heads=HEADS, qkv_features=D)(h, h, mask=mask)
        x = x + h
        h = nn.LayerNorm(epsilon=1e-5)(x)
        h = nn.Dense(4 * D)(h)
        h = nn.gelu(h, approximate=False)
        x = x + nn.Dense(D)(h)
        return x


class GPT(nn.Module):
    @nn.compact
    def __call__(self, ids):
        wte = nn.Embed(VOCAB, D)
        pos = self.param("wpe", nn.initializers.normal(0.02), (SEQ, D))
        x = wte(ids) + pos[None, : ids.shape[1]]
        for _ in range(LAYERS):
            x = Block()(x)
        x = nn.LayerNorm(epsilon=1e-5)(x)
        return wte.attend(x)


class TokenIterator:
    """grain-style iterator over a synthetic corpus with a checkpointable position."""
    def __init__(self, tokens, batch_size, seed=0):
        self.tokens, self.bs = tokens, batch_size
        self.rng = np.random.default_rng(seed)
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        starts = self.rng.integers(0, len(self.tokens) - SEQ - 1, size=self.bs)
        x = np.stack([self.tokens[s:s + SEQ] for s in starts])
        y = np.stack([self.tokens[s + 1:s + SEQ + 1] for s in starts])
        self.pos += 1
        return {"input_ids": x, "labels": y}


def make_corpus(n=50000, seed=0):
    # a noisy repeating grammar so the LM has something learnable
    rng = np.random.default_rng(seed)
    base = np.arange(VOCAB)
    out = []
    while len(out) < n:
        k = rng.integers(3, 9)
        start = rng.integers(0, VOCAB)
        out.extend(((start + base[:k] * 3) % VOCAB).tolist())
    return np.array(out[:n], dtype=np.int32)


def main():
    print(f"jax {jax.__version__}")
    ckpt_dir = os.path.abspath("ckpt_003")
    shutil.rmtree(ckpt_dir, ignore_errors=True)
    model = GPT()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    print("params:", sum(x.size for x in jax.tree.leaves(params)))
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, 200, 3e-4)
    tx = optax.adamw(sched, b1=0.9, b2=0.95, weight_decay=0.1)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch["input_ids"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["labels"]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)

    it = TokenIterator(make_corpus(), 32)
    mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=50))
    t0 = time.time()
    for step in range(1, 201):
        params, opt_state, loss, gnorm = train_step(params, opt_state, next(it))
        if step % 10 == 0:
            print(f"step {step} loss {float(loss):.4f} grad_norm {float(gnorm):.3f} lr {float(sched(step)):.2e} ({time.time()-t0:.1f}s)")
        if mngr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state})):
            print(f"saved checkpoint step {step}")
    mngr.wait_until_finished()
    print("checkpoints:", mngr.all_steps())

    # reload the last checkpoint into a fresh tree and check it matches
    fresh = model.init(jax.random.PRNGKey(1), jnp.zeros((1, SEQ), jnp.int32))["params"]
    target = {"params": fresh, "opt_state": tx.init(fresh)}
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(target))
    diff = max(float(jnp.abs(a - b).max()) for a, b in zip(jax.tree.leaves(restored["params"]), jax.tree.leaves(params)))
    print(f"restored step {mngr.latest_step()}, max abs diff vs live params {diff:.2e}")
    batch = next(it)
    ev = optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": restored["params"]}, batch["input_ids"]), batch["labels"]).mean()
    print(f"eval loss with restored params {float(ev):.4f}")


if __name__ == "__main__":
    main()
