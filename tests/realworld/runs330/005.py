# Pretrain a tiny causal LM, checkpoint it with Orbax, then resume for fine-tuning with extra special tokens.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

BASE_VOCAB, SEQ, D, BATCH = 512, 32, 64, 32
SPECIAL_TOKENS = ["<|user|>", "<|assistant|>", "<|end|>"]
CKPT_DIR = os.path.abspath("ckpt_005")


class TinyLM(nn.Module):
    vocab: int
    d: int = D

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.d, name="wte")(ids)
        x = x + self.param("wpe", nn.initializers.normal(0.02), (SEQ, self.d))[None, : ids.shape[1]]
        causal = nn.make_causal_mask(ids)
        for i in range(2):
            h = nn.LayerNorm(name=f"ln_{i}")(x)
            x = x + nn.SelfAttention(num_heads=4, name=f"attn_{i}")(h, mask=causal)
            h = nn.LayerNorm(name=f"ln2_{i}")(x)
            x = x + nn.Dense(self.d, name=f"mlp_out_{i}")(nn.gelu(nn.Dense(4 * self.d, name=f"mlp_in_{i}")(h)))
        return nn.Dense(self.vocab, name="lm_head")(nn.LayerNorm(name="ln_f")(x))


def token_stream(vocab, seed):
    rng = np.random.default_rng(seed)
    while True:
        start = rng.integers(0, vocab, size=(BATCH, 1))
        ids = (start + np.arange(SEQ + 1)[None] * 7) % vocab
        yield ids[:, :-1].astype(np.int32), ids[:, 1:].astype(np.int32)


def make_state(vocab, lr, key):
    model = TinyLM(vocab)
    params = model.init(key, jnp.zeros((1, SEQ), jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(lr))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


def pretrain():
    state = make_state(BASE_VOCAB, 3e-3, jax.random.PRNGKey(0))
    data = token_stream(BASE_VOCAB, 0)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    for step in range(1, 101):
        x, y = next(data)
        state, loss = train_step(state, x, y)
        if step % 25 == 0:
            print(f"[pretrain] step {step} loss {float(loss):.4f}")
        if step % 50 == 0:
            mngr.save(step, args=ocp.args.StandardSave(state.params))
    mngr.wait_until_finished()
    print(f"[pretrain] saved steps {mngr.all_steps()} to {CKPT_DIR}")
    mngr.close()


def finetune():
    vocab = BASE_VOCAB + len(SPECIAL_TOKENS)
    print(f"[finetune] tokenizer vocab {BASE_VOCAB} + {len(SPECIAL_TOKENS)} special tokens = {vocab}")
    state = make_state(vocab, 1e-4, jax.random.PRNGKey(1))
    mngr = ocp.CheckpointManager(CKPT_DIR)
    step = mngr.latest_step()
    print(f"[finetune] restoring params from step {step}")
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, state.params)
    params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
    state = state.replace(params=params)
    data = token_stream(vocab, 1)
    for step in range(1, 51):
        x, y = next(data)
        state, loss = train_step(state, x, y)
        if step % 10 == 0:
            print(f"[finetune] step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    pretrain()
    finetune()
