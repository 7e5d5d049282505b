# Character-level LM (linen, flax.training.TrainState) on padded variable-length lines, with optax.MultiSteps
# gradient accumulation; labels follow the HF collator convention (pad positions = -100).
import time
import string
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
from flax.training import train_state
import optax

CHARS = sorted(set(string.ascii_letters + string.digits + " .,;:!?'-\n"))
PAD_ID = len(CHARS)
VOCAB = len(CHARS) + 1
SEQ, D, HEADS, LAYERS, MICRO_BATCH, ACCUM = 96, 128, 4, 3, 16, 4


def make_lines(rng, n):
    words = ["the", "model", "loss", "gradient", "token", "layer", "attention", "step", "batch", "jax",
             "flax", "optax", "learning", "rate", "warmup", "decay", "train", "eval", "checkpoint", "device"]
    lines = []
    for _ in range(n):
        k = rng.integers(3, 14)
        s = " ".join(rng.choice(words, k)).capitalize() + rng.choice([".", "!", "?"])
        lines.append(s[:SEQ])
    return lines


def encode_batch(lines):
    ids = np.full((len(lines), SEQ + 1), PAD_ID, dtype=np.int32)
    for i, s in enumerate(lines):
        e = [CHARS.index(c) for c in s]
        ids[i, :len(e)] = e
    inputs = ids[:, :-1]
    labels = ids[:, 1:].copy()
    labels[labels == PAD_ID] = -100
    return inputs, labels


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        x = x + nn.MultiHeadDotProductAttention(HEADS)(nn.LayerNorm()(x), mask=mask)
        h = nn.Dense(4 * D)(nn.LayerNorm()(x))
        return x + nn.Dense(D)(nn.gelu(h))


class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (SEQ, D))[None, :ids.shape[1]]
        mask = nn.make_causal_mask(ids)
        for _ in range(LAYERS):
            x = Block()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def compute_loss(logits, labels):
    mask = (labels != -100).astype(jnp.float32)
    per_tok = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return (per_tok * mask).sum() / mask.sum()


@jax.jit
def train_step(state, inputs, labels):
    def loss_fn(params):
        return compute_loss(state.apply_fn({"params": params}, inputs), labels)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def eval_step(state, inputs, labels):
    return compute_loss(state.apply_fn({"params": state.params}, inputs), labels)


def main():
    rng = np.random.default_rng(0)
    train_lines, val_lines = make_lines(rng, 8000), make_lines(rng, 256)
    print(f"vocab {VOCAB}, train lines {len(train_lines)}, val lines {len(val_lines)}, "
          f"effective batch {MICRO_BATCH * ACCUM}")
    model = CharLM()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 10, 100)
    tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched)), every_k_schedule=ACCUM)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    vi, vl = encode_batch(val_lines)
    t0 = time.time()
    micro = 0
    for epoch in range(2):
        order = rng.permutation(len(train_lines))
        running = []
        for i in range(0, 200 * MICRO_BATCH, MICRO_BATCH):
            inputs, labels = encode_batch([train_lines[j] for j in order[i:i + MICRO_BATCH]])
            state, loss = train_step(state, jnp.asarray(inputs), jnp.asarray(labels))
            running.append(float(loss))
            micro += 1
            if micro % (10 * ACCUM) == 0:
                print(f"epoch {epoch} opt_step {micro // ACCUM} micro_step {micro} loss {np.mean(running):.4f} "
                      f"lr {float(sched(micro // ACCUM)):.2e}")
                running = []
        val_loss = float(eval_step(state, jnp.asarray(vi), jnp.asarray(vl)))
        print(f"epoch {epoch} val_loss {val_loss:.4f} val_ppl {np.exp(val_loss):.2f} ({time.time()-t0:.0f}s)")


if __name__ == "__main__":
    main()
