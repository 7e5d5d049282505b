"""Resume a char-level LM from an Orbax checkpoint after the tokenizer was rebuilt on a larger corpus."""
import os
import shutil
import string
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/011_ckpt"


class CharLM(nn.Module):
    vocab: int
    dim: int = 64

    @nn.compact
    def __call__(self, tok):
        h = nn.Embed(self.vocab, self.dim, name="wte")(tok)
        h = nn.gelu(nn.Dense(self.dim, name="mlp")(h))
        return nn.Dense(self.vocab, name="lm_head")(h)


def build_vocab(text):
    return {c: i for i, c in enumerate(sorted(set(text)))}


def pretrain(text):
    vocab = build_vocab(text)
    ids = np.array([vocab[c] for c in text])
    model = CharLM(len(vocab))
    params = model.init(jax.random.PRNGKey(0), ids[:8][None])["params"]
    tx = optax.adam(3e-3)
    opt = tx.init(params)

    @jax.jit
    def step(params, opt, x, y):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, x), y).mean())(params)
        u, opt = tx.update(g, opt)
        return optax.apply_updates(params, u), opt, l

    rng = np.random.default_rng(0)
    for it in range(60):
        s = rng.integers(0, len(ids) - 33, 16)
        x = np.stack([ids[i:i + 32] for i in s]); y = np.stack([ids[i + 1:i + 33] for i in s])
        params, opt, loss = step(params, opt, x, y)
    print(f"[pretrain] vocab={len(vocab)} final loss={float(loss):.3f}")
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    mngr.save(60, args=ocp.args.StandardSave(params))
    mngr.wait_until_finished()
    print(f"[pretrain] saved step 60 to {CKPT_DIR}")


def finetune(text):
    vocab = build_vocab(text)
    print(f"[finetune] rebuilt vocab: {len(vocab)} symbols")
    model = CharLM(len(vocab))
    abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(1), jnp.zeros((1, 8), jnp.int32))["params"])
    mngr = ocp.CheckpointManager(CKPT_DIR)
    step = mngr.latest_step()
    print(f"[finetune] restoring step {step}")
    params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
    print("[finetune] restored", jax.tree_util.tree_map(jnp.shape, params))


rng = np.random.default_rng(1)
small = "".join(rng.choice(list(string.ascii_lowercase + " .,"), size=5000))
large = small + "".join(rng.choice(list(string.ascii_letters + string.digits + " .,;:!?"), size=5000))
pretrain(small)
finetune(large)
