# Stage 1: pretrain a small linen decoder LM and save it with Orbax.
# Stage 2: SFT of the same LM wrapped with a value head (PPO-style policy), initialised from the Orbax checkpoint.
import os
import time
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

VOCAB, D, HEADS, LAYERS, SEQ, BATCH = 256, 128, 4, 2, 64, 32
CKPT_DIR = os.path.abspath("ckpt_009")


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        x = x + nn.MultiHeadDotProductAttention(HEADS)(nn.LayerNorm()(x), mask=mask)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))


class DecoderLM(nn.Module):
    @nn.compact
    def __call__(self, ids, return_hidden=False):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(SEQ, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(LAYERS):
            x = Block()(x)
        h = nn.LayerNorm()(x)
        logits = nn.Dense(VOCAB)(h)
        return (logits, h) if return_hidden else logits


class PolicyWithValueHead(nn.Module):
    def setup(self):
        self.pretrained_model = DecoderLM()
        self.v_head = nn.Dense(1)

    def __call__(self, ids):
        logits, h = self.pretrained_model(ids, return_hidden=True)
        return logits, self.v_head(h)[..., 0]


def markov_data(rng, n):
    succ = np.random.default_rng(7).integers(0, VOCAB, size=(VOCAB, 3))
    out = np.empty((n, SEQ + 1), dtype=np.int32)
    out[:, 0] = rng.integers(0, VOCAB, n)
    for t in range(1, SEQ + 1):
        out[:, t] = succ[out[:, t - 1], rng.integers(0, 3, n)]
    return out


def lm_loss(logits, batch):
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()


def pretrain(rng):
    model = DecoderLM()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    tx = optax.adamw(optax.cosine_decay_schedule(1e-3, 300))
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, batch):
        loss, g = jax.value_and_grad(lambda p: lm_loss(model.apply({"params": p}, batch[:, :-1]), batch))(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss

    for i in range(1, 301):
        params, opt_state, loss = step(params, opt_state, jnp.asarray(markov_data(rng, BATCH)))
        if i % 50 == 0:
            print(f"[pretrain] step {i} loss {float(loss):.4f}")
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    mngr.save(300, args=ocp.args.StandardSave(params))
    mngr.wait_until_finished()
    print(f"[pretrain] saved checkpoint step 300 to {CKPT_DIR}")


def sft(rng):
    model = PolicyWithValueHead()
    init_params = model.init(jax.random.PRNGKey(1), jnp.zeros((1, SEQ), jnp.int32))["params"]
    mngr = ocp.CheckpointManager(CKPT_DIR)
    latest = mngr.latest_step()
    restored = mngr.restore(latest)
    print(f"[sft] restored step {latest}: {len(jax.tree.leaves(restored))} arrays, "
          f"{sum(x.size for x in jax.tree.leaves(restored)):,} parameters")
    params = {**init_params, **restored}
    print(f"[sft] model parameters: {sum(x.size for x in jax.tree.leaves(init_params)):,}")
    tx = optax.adamw(2e-5)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, batch):
        def loss_fn(p):
            logits, values = model.apply({"params": p}, batch[:, :-1])
            return lm_loss(logits, batch)
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss

    for i in range(0, 201):
        params, opt_state, loss = step(params, opt_state, jnp.asarray(markov_data(rng, BATCH)))
        if i % 25 == 0:
            print(f"[sft] step {i} loss {float(loss):.4f}")


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    rng = np.random.default_rng(0)
    t0 = time.time()
    pretrain(rng)
    sft(rng)
    print(f"done in {time.time()-t0:.0f}s")


if __name__ == "__main__":
    main()
