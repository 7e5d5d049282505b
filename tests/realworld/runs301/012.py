# Tiny GPT-style character LM in Flax (port of a nanoGPT-like torch script), AdamW + warmup/cosine,
# Orbax checkpointing and resume check.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

CFG = dict(vocab=32, block=32, d_model=64, n_heads=4, n_layers=2, batch=32, steps=300, lr=3e-3, warmup=30)
CKPT_DIR = os.path.abspath("ckpt_012")


def make_corpus(n_chars, seed=0):
    # synthetic "language": repeated words from a small lexicon
    rng = np.random.default_rng(seed)
    words = ["the", "cat", "sat", "on", "mat", "dog", "ran", "to", "park", "and", "a", "big", "red", "ball"]
    text = []
    while len(text) < n_chars:
        w = words[rng.integers(len(words))]
        text.extend(list(w) + [" "])
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    return np.array([stoi[c] for c in text[:n_chars]], np.int32), len(chars)


def get_batch(data, rng):
    ix = rng.integers(0, len(data) - CFG["block"] - 1, CFG["batch"])
    x = np.stack([data[i:i + CFG["block"]] for i in ix])
    y = np.stack([data[i + 1:i + CFG["block"] + 1] for i in ix])
    return jnp.asarray(x), jnp.asarray(y)


class Block(nn.Module):
    d_model: int
    n_heads: int

    @nn.compact
    def __call__(self, x):
        T = x.shape[1]
        mask = nn.make_causal_mask(jnp.ones((x.shape[0], T)))
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.n_heads)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * self.d_model)(h)
        x = x + nn.Dense(self.d_model)(nn.gelu(h))
        return x


class TinyGPT(nn.Module):
    vocab: int
    block: int
    d_model: int
    n_heads: int
    n_layers: int

    @nn.compact
    def __call__(self, idx):
        tok = nn.Embed(self.vocab, self.d_model)(idx)
        pos = self.param("pos_emb", nn.initializers.normal(0.02), (self.block, self.d_model))
        x = tok + pos[None, :idx.shape[1]]
        for _ in range(self.n_layers):
            x = Block(self.d_model, self.n_heads)(x)
        x = nn.LayerNorm()(x)
        return nn.Dense(self.vocab)(x)


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_loss(params, x, y):
    logits = TinyGPT(CFG["vocab"], CFG["block"], CFG["d_model"], CFG["n_heads"], CFG["n_layers"]).apply(
        {"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def main():
    if os.path.exists(CKPT_DIR):
        shutil.rmtree(CKPT_DIR)
    data, vocab = make_corpus(50000)
    CFG["vocab"] = vocab
    n = int(0.9 * len(data))
    train_data, val_data = data[:n], data[n:]
    print(f"corpus {len(data)} chars, vocab {vocab}")
    model = TinyGPT(CFG["vocab"], CFG["block"], CFG["d_model"], CFG["n_heads"], CFG["n_layers"])
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, CFG["block"]), jnp.int32))["params"]
    print(f"params: {sum(p.size for p in jax.tree_util.tree_leaves(params))}")
    sched = optax.warmup_cosine_decay_schedule(0.0, CFG["lr"], CFG["warmup"], CFG["steps"], end_value=CFG["lr"] * 0.1)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.1))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=100))
    rng = np.random.default_rng(0)
    for step in range(1, CFG["steps"] + 1):
        x, y = get_batch(train_data, rng)
        state, loss = train_step(state, x, y)
        if step % 25 == 0:
            vx, vy = get_batch(val_data, rng)
            print(f"step {step} lr {float(sched(step)):.2e} loss {float(loss):.4f} val_loss {float(eval_loss(state.params, vx, vy)):.4f}")
        mngr.save(step, args=ocp.args.StandardSave(state.params))
    mngr.wait_until_finished()
    print(f"checkpoints: {mngr.all_steps()}")
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    vx, vy = get_batch(val_data, np.random.default_rng(1))
    print(f"val_loss live {float(eval_loss(state.params, vx, vy)):.4f} restored {float(eval_loss(restored, vx, vy)):.4f}")
    print("done")


if __name__ == "__main__":
    main()
